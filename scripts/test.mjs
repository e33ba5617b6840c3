#!/usr/bin/env node
/**
 * `npm test`: type-checks, runs the domain tests (Node) and the worker tests (workerd with real D1, R2 and
 * Durable Objects), builds the production bundle, holds every public page's initial JS to its budget, checks the
 * worker with a deploy dry run (and its size against the platform's limit), dry-runs the production environment too
 * (every binding and variable it needs named, scripts/production-needs.mjs), then runs the browser tests in Debian's
 * Chromium against the built product.
 */
import { spawnSync } from 'node:child_process';
import { ensureDevVars } from './dev-vars.mjs';
import { missingFromDryRun } from './production-needs.mjs';
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
// Production is its own wrangler environment (nothing inherited). The build above is the top level's, so this run
// names wrangler.toml itself and wrangler bundles the worker from source: it checks the configuration, not the bundle.
const production = spawnSync('wrangler', ['deploy', '--dry-run', '--env', 'production', '--config', 'wrangler.toml', '--outdir', '.wrangler/dry-run-production'], { cwd: ROOT, env, encoding: 'utf8' });
if (production.status !== 0) {
  process.stdout.write(production.stdout);
  process.stderr.write(production.stderr);
  console.error(`✖ wrangler deploy --dry-run --env production failed (${production.status ?? production.signal})`);
  process.exit(production.status ?? 1);
}
const missing = missingFromDryRun(`${production.stdout}\n${production.stderr}`);
console.log(missing.length === 0 ? '✓ production dry run names every binding and variable it needs' : `✖ production dry run lacks ${missing.join(', ')}`);
if (missing.length > 0) process.exit(1);
console.log('› Browser tests …');
run('vitest', ['run', '--project', 'e2e']);
