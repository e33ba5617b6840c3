#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, applies D1 migrations to the local state, seeds demo data,
 * builds client and worker, and serves the whole product locally (workerd with D1, R2 and Durable Objects).
 */
import { ensureDevVars } from './dev-vars.mjs';
import { ensureInstalled, ROOT, run } from './with-node.mjs';

const port = process.env.PORT ?? '8787';
const stateDir = process.env.CM24_STATE_DIR ?? '.wrangler/state';

ensureInstalled();
ensureDevVars(ROOT);
console.log('› Applying D1 migrations to the local database …');
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
console.log('› Building client and worker …');
run('vite', ['build', '--logLevel', 'warn']);
console.log('› Seeding demo data …');
run('node', ['scripts/seed.ts']);
console.log(`\n  CamperMarkt24 runs at http://localhost:${port}/  (English: http://localhost:${port}/en)\n`);
run('vite', ['preview', '--port', port, '--strictPort', '--host', '127.0.0.1']);
