/** Starts the built product (vite preview in workerd) on a free port with its own fresh local state. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { ensureDevVars } from '../scripts/dev-vars.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const ENV = { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ''}`, WRANGLER_SEND_METRICS: 'false' };

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function runStep(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

export interface RunningServer {
  url: string;
  /** The server's output (preview, wrangler and the worker's JSON log lines), kept in this file, never printed. */
  log: string;
  stop: () => Promise<void>;
}

/**
 * A copy of the build for this server: dist/ and the deploy configuration that points the preview at it. A `vite build`
 * elsewhere (a benchmark, a developer) replaces dist/ file by file, and a server reading it mid-run answers 500 for
 * assets that are gone; the copy keeps the whole run on one build.
 */
function snapshotBuild(stateDir: string): string {
  const deployConfig = join(ROOT, '.wrangler', 'deploy', 'config.json');
  if (!existsSync(join(ROOT, 'dist')) || !existsSync(deployConfig)) throw new Error('no build: run `vite build` first');
  const app = join(stateDir, 'app');
  cpSync(join(ROOT, 'dist'), join(app, 'dist'), { recursive: true });
  cpSync(deployConfig, join(app, '.wrangler', 'deploy', 'config.json'));
  return app;
}

/** Migrates and seeds a fresh state directory, then serves a copy of dist/ from it. Requires a prior `vite build`. */
/** `prepare` runs after migrations and seed, before the server starts (benchmarks add their own data there). */
export async function startServer(stateName: string, prepare?: (stateDir: string, env: NodeJS.ProcessEnv) => void | Promise<void>): Promise<RunningServer> {
  ensureDevVars(ROOT);
  const stateDir = join(ROOT, '.tmp', stateName);
  rmSync(stateDir, { recursive: true, force: true });
  const env = { ...ENV, CM24_STATE_DIR: stateDir, CM24_QUIET: '1' };
  runStep('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], env);
  runStep('node', ['scripts/seed.ts'], env);
  await prepare?.(stateDir, env);
  const app = snapshotBuild(stateDir);
  const port = await freePort();
  const child: ChildProcess = spawn('vite', ['preview', app, '--config', join(ROOT, 'vite.config.ts'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The output goes to a file: a test that fails shows what the server logged meanwhile (e2e/server-log.ts), a
  // passing run prints none of it. Until the server is ready its end is also kept here, for the start-up errors below.
  const log = join(stateDir, 'server.log');
  let ready = false;
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    appendFileSync(log, text);
    if (!ready) output = (output + text).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`preview exited early:\n${output}`);
    const up = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!(await fetch(`${url}/health`).then((r) => r.ok, () => false))) throw new Error(`preview did not start:\n${output}`);
  ready = true;
  output = '';
  return {
    url,
    log,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
