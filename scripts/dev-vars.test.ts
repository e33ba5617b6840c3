import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVapidKeys } from '../domain/messages/web-push.ts';
import { ensureDevVars } from './dev-vars.mjs';

const dirs: string[] = [];

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cm24-dev-vars-'));
  dirs.push(dir);
  return dir;
}

function vars(dir: string): Record<string, string> {
  const entries = readFileSync(join(dir, '.dev.vars'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('ensureDevVars', () => {
  it('writes development, the local mail transport and a random secret into a new .dev.vars', () => {
    const dir = freshDir();
    ensureDevVars(dir);
    const written = vars(dir);
    expect(written.ENVIRONMENT).toBe('development');
    expect(written.MAIL_TRANSPORT).toBe('local');
    expect(written.AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it('adds the missing keys to an existing file and keeps its secret and other lines', () => {
    const dir = freshDir();
    const secret = 'a'.repeat(40);
    writeFileSync(join(dir, '.dev.vars'), `AUTH_SECRET=${secret}\nLOCALE_HOSTS=example.test=nl`);
    ensureDevVars(dir);
    expect(vars(dir)).toEqual({
      AUTH_SECRET: secret,
      LOCALE_HOSTS: 'example.test=nl',
      ENVIRONMENT: 'development',
      MAIL_TRANSPORT: 'local',
      VEHICLE_DATA: 'local',
      TRANSLATOR: 'local',
      MARKETING: 'local',
      CHAT: 'local',
      VAPID_PUBLIC_KEY: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/),
      VAPID_PRIVATE_KEY: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      VAPID_SUBJECT: 'mailto:developer@example.com',
    });
  });

  it('keeps values a developer chose and replaces only a secret that is too short', () => {
    const dir = freshDir();
    writeFileSync(join(dir, '.dev.vars'), 'ENVIRONMENT=development\nMAIL_TRANSPORT=http\nAUTH_SECRET=short\n');
    ensureDevVars(dir);
    const written = vars(dir);
    expect(written.MAIL_TRANSPORT).toBe('http');
    expect(written.AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, '.dev.vars'), 'utf8').match(/^AUTH_SECRET=/gm)).toHaveLength(1);
  });

  it('writes a web push key pair whose halves belong together', () => {
    const dir = freshDir();
    ensureDevVars(dir);
    const written = vars(dir);
    const keys = parseVapidKeys(written);
    expect(keys).not.toBeNull();
    const derived = createECDH('prime256v1');
    derived.setPrivateKey(Buffer.from(written.VAPID_PRIVATE_KEY ?? '', 'base64url'));
    expect(derived.getPublicKey('base64url')).toBe(written.VAPID_PUBLIC_KEY);
  });

  it('leaves a complete file untouched', () => {
    const dir = freshDir();
    const content = `ENVIRONMENT=development\nMAIL_TRANSPORT=local\nVEHICLE_DATA=local\nTRANSLATOR=local\nMARKETING=local\nCHAT=local\nAUTH_SECRET=${'b'.repeat(64)}\nVAPID_PUBLIC_KEY=own\nVAPID_PRIVATE_KEY=own\nVAPID_SUBJECT=mailto:me@example.com\n`;
    writeFileSync(join(dir, '.dev.vars'), content);
    ensureDevVars(dir);
    expect(readFileSync(join(dir, '.dev.vars'), 'utf8')).toBe(content);
  });
});
