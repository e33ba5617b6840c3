/**
 * CPU time spent by the benchmark itself, the local server (vite preview, Node) and the Workers runtime (workerd),
 * read from /proc: where a request's time goes on this machine. Linux only; elsewhere the figures are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface CpuSample {
  bench: number;
  server: number;
  runtime: number;
}

/** Linux reports process times in clock ticks of 1/100 s. */
const TICK_MS = 10;

function processTicks(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export function cpuSample(): CpuSample | null {
  if (!existsSync('/proc/self/stat')) return null;
  let server = 0;
  let runtime = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes('workerd')) runtime += processTicks(pid) * TICK_MS;
      else if (command.includes('vite') && command.includes('preview')) server += processTicks(pid) * TICK_MS;
    } catch {
      // The process ended while we looked.
    }
  }
  const usage = process.cpuUsage();
  return { bench: (usage.user + usage.system) / 1000, server, runtime };
}

/** "cpu/request: bench 0.5, server 1.3, runtime 2.1 ms" between two samples, or an empty string without /proc. */
export function cpuPerRequest(before: CpuSample | null, after: CpuSample | null, requests: number): string {
  if (!before || !after) return '';
  const per = (key: keyof CpuSample) => ((after[key] - before[key]) / requests).toFixed(2);
  return `cpu/request: bench ${per('bench')}, server ${per('server')}, runtime ${per('runtime')} ms`;
}
