#!/usr/bin/env node
/**
 * `npm test`: type-checks, runs the domain tests (Node) and the worker tests (workerd with real D1, R2 and
 * Durable Objects), builds the production bundle, holds every public page's initial JS to its budget, checks the
 * worker with a deploy dry run (and its size against the platform's limit), then runs the browser tests in Debian's
 * Chromium against the built product.
 */
import { spawnSync } from 'node:child_process';
import { ensureDevVars } from './dev-vars.mjs';
import { ensureInstalled, env, ROOT, run } from './with-node.mjs';
import { checkWorkerSize } from './worker-size.mjs';

ensureInstalled();
// The build copies .dev.vars next to the worker for the browser tests' preview server.
ensureDevVars(ROOT);
console.log('› Type-checking …');
run('tsc', ['-b']);
console.log('› Domain and worker tests …');
run('vitest', ['run', '--project', 'node', '--project', 'workers']);
console.log('› Production build and deploy dry run …');
run('vite', ['build', '--logLevel', 'warn']);
// A child process: the check reads the page table in TypeScript, which the pinned Node runs (this one may be older).
run('node', ['scripts/js-budget.mjs']);
const dryRun = spawnSync('wrangler', ['deploy', '--dry-run'], { cwd: ROOT, env, encoding: 'utf8' });
process.stdout.write(dryRun.stdout);
process.stderr.write(dryRun.stderr);
if (dryRun.status !== 0) {
  console.error(`✖ wrangler deploy --dry-run failed (${dryRun.status ?? dryRun.signal})`);
  process.exit(dryRun.status ?? 1);
}
const size = checkWorkerSize(`${dryRun.stdout}\n${dryRun.stderr}`);
console.log(`${size.ok ? '✓' : '✖'} ${size.message}`);
if (!size.ok) process.exit(1);
console.log('› Browser tests …');
run('vitest', ['run', '--project', 'e2e']);
