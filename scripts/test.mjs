#!/usr/bin/env node
/**
 * `npm test`: type-checks, runs the domain tests (Node) and the worker tests (workerd with real D1, R2 and
 * Durable Objects), builds the production bundle and checks it with a deploy dry run, then runs the
 * browser tests in Debian's Chromium against the built product.
 */
import { ensureDevVars } from './dev-vars.mjs';
import { ensureInstalled, ROOT, run } from './with-node.mjs';

ensureInstalled();
// The build copies .dev.vars next to the worker for the browser tests' preview server.
ensureDevVars(ROOT);
console.log('› Type-checking …');
run('tsc', ['-b']);
console.log('› Domain and worker tests …');
run('vitest', ['run', '--project', 'node', '--project', 'workers']);
console.log('› Production build and deploy dry run …');
run('vite', ['build', '--logLevel', 'warn']);
run('wrangler', ['deploy', '--dry-run']);
console.log('› Browser tests …');
run('vitest', ['run', '--project', 'e2e']);
