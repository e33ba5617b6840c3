/**
 * Writes the git-ignored .dev.vars that local runs read: ENVIRONMENT=development, MAIL_TRANSPORT=local,
 * VEHICLE_DATA=local (the offline vehicle registry and fleet), TRANSLATOR=local (offline machine translation), MARKETING=local (newsletter subscribers kept in D1), CHAT=local (visitors' chats answered in the console), a random AUTH_SECRET and a development VAPID key pair. Production never sees this
 * file; without it the worker counts as production and refuses to serve.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a developer's machine needs; a key already in the file keeps its value. */
const DEVELOPMENT_DEFAULTS = [
  ['ENVIRONMENT', () => 'development'],
  ['MAIL_TRANSPORT', () => 'local'],
  ['VEHICLE_DATA', () => 'local'],
  ['TRANSLATOR', () => 'local'],
  ['MARKETING', () => 'local'],
  ['CHAT', () => 'local'],
  ['AUTH_SECRET', () => randomBytes(32).toString('hex')],
];

const MIN_SECRET_LENGTH = 32;

/** A development-only VAPID key pair for web push (base64url point and private scalar d); never used in production. */
function vapidKeyPair() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

/** Adds the missing keys (and replaces a too-short AUTH_SECRET); leaves every other line as it was. */
export function ensureDevVars(root) {
  const file = join(root, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const lines = current === '' ? [] : current.replace(/\n$/, '').split('\n');
  const valueOf = (key) => {
    const line = lines.find((entry) => entry.startsWith(`${key}=`));
    return line === undefined ? undefined : line.slice(key.length + 1);
  };
  let changed = false;
  for (const [key, value] of DEVELOPMENT_DEFAULTS) {
    const existing = valueOf(key);
    if (existing === undefined) {
      lines.push(`${key}=${value()}`);
      changed = true;
    } else if (key === 'AUTH_SECRET' && existing.trim().length < MIN_SECRET_LENGTH) {
      lines[lines.findIndex((entry) => entry.startsWith(`${key}=`))] = `${key}=${value()}`;
      changed = true;
    }
  }
  // Web push needs both halves of one pair: a file with neither gets a fresh pair (development records pushes instead
  // of sending them, worker/services/messages/web-push.ts); a developer's own keys are left alone.
  if (valueOf('VAPID_PUBLIC_KEY') === undefined && valueOf('VAPID_PRIVATE_KEY') === undefined) {
    const pair = vapidKeyPair();
    lines.push(`VAPID_PUBLIC_KEY=${pair.publicKey}`, `VAPID_PRIVATE_KEY=${pair.privateKey}`);
    changed = true;
  }
  if (valueOf('VAPID_SUBJECT') === undefined) {
    lines.push('VAPID_SUBJECT=mailto:developer@example.com');
    changed = true;
  }
  if (changed) writeFileSync(file, `${lines.join('\n')}\n`);
}
