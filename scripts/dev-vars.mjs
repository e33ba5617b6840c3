/** Creates .dev.vars with a random AUTH_SECRET for local runs (the file is git-ignored; production uses wrangler secrets). */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDevVars(root) {
  const file = join(root, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^AUTH_SECRET=.{32,}$/m.test(current)) return;
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}AUTH_SECRET=${randomBytes(32).toString('hex')}\n`);
}
