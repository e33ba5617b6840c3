/** Resident memory of the benchmark's own local runtime, for the "memory per idle socket or stream" figures. */
import { spawnSync } from 'node:child_process';

/**
 * Resident memory (KB) of this benchmark's own local runtime: the workerd processes below this process (the preview
 * server's), not those of other runs on the same machine.
 */
export function runtimeRssKb(): number {
  const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([pid, ppid, rss, comm]) => ({ pid: Number(pid), ppid: Number(ppid), rss: Number(rss), comm: comm ?? '' }));
  const ours = new Set([process.pid]);
  // Parents come before children in ps order almost always; repeat until nothing new joins, to be sure.
  for (let grown = true; grown; ) {
    grown = false;
    for (const row of rows) if (ours.has(row.ppid) && !ours.has(row.pid)) (ours.add(row.pid), (grown = true));
  }
  return rows.filter((row) => ours.has(row.pid) && row.comm.startsWith('workerd')).reduce((sum, row) => sum + row.rss, 0);
}
