#!/usr/bin/env node
/**
 * Runs a command with the project's pinned Node (node_modules/.bin/node, from the `node` dev dependency)
 * first on PATH, installing dependencies first when they are missing. Works when started by Node 20.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = join(ROOT, 'node_modules', '.bin');

export const env = {
  ...process.env,
  PATH: `${BIN}:${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG_SANITIZE: 'true',
};

/** Installs dependencies when node_modules or the pinned Node is missing. */
export function ensureInstalled() {
  if (existsSync(join(BIN, 'node')) && existsSync(join(BIN, 'vite'))) return;
  console.log('› Installing dependencies …');
  // `npm install` rather than `npm ci`: npm leaves other platforms' optional workerd binaries of nested
  // packages out of the lock file, which `npm ci` then refuses. The lock file still pins every version.
  run('npm', ['install', '--no-audit', '--no-fund'], { PATH: process.env.PATH });
}

/** Runs a command synchronously and exits with its status when it fails. */
export function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureInstalled();
  const [command, ...args] = process.argv.slice(2);
  if (command) run(command, args);
}
