import { describe, expect, it } from 'vitest';
import { openCredentials, sealCredentials } from '../../../worker/vehicle-data/sealed-credentials.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const CREDENTIALS = { username: 'autohaus-müller', password: 'Pässwort: "quoted" \u{1F699}' };

/** Flips one bit of the sealed bytes at `index` (counted in base64url characters after the prefix). */
function tamper(sealed: string, index: number): string {
  const body = sealed.slice(3);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const replaced = alphabet[(alphabet.indexOf(body.charAt(index)) ^ 1) & 63] ?? 'A';
  return `v1.${body.slice(0, index)}${replaced}${body.slice(index + 1)}`;
}

describe('sealed fleet credentials', () => {
  it('round-trips and hides the password', async () => {
    const sealed = await sealCredentials(SECRET, CREDENTIALS);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Pässwort');
    expect(await openCredentials(SECRET, sealed)).toEqual(CREDENTIALS);
  });

  it('uses a fresh IV for every seal', async () => {
    const first = await sealCredentials(SECRET, CREDENTIALS);
    const second = await sealCredentials(SECRET, CREDENTIALS);
    expect(first).not.toBe(second);
    expect(first.slice(3, 19)).not.toBe(second.slice(3, 19));
  });

  it('answers null for tampered ciphertext, IV or tag', async () => {
    const sealed = await sealCredentials(SECRET, CREDENTIALS);
    const length = sealed.length - 3;
    for (const index of [2, 20, Math.floor(length / 2), length - 2]) {
      const changed = tamper(sealed, index);
      expect(changed).not.toBe(sealed);
      expect(await openCredentials(SECRET, changed)).toBeNull();
    }
  });

  it('answers null under another secret', async () => {
    const sealed = await sealCredentials(SECRET, CREDENTIALS);
    expect(await openCredentials(`${SECRET}-rotated`, sealed)).toBeNull();
  });

  it('answers null for malformed values and refuses an empty secret', async () => {
    const sealed = await sealCredentials(SECRET, CREDENTIALS);
    expect(await openCredentials(SECRET, `v2.${sealed.slice(3)}`)).toBeNull();
    expect(await openCredentials(SECRET, 'v1.')).toBeNull();
    expect(await openCredentials(SECRET, 'v1.not+base64url!')).toBeNull();
    expect(await openCredentials(SECRET, sealed.slice(0, 30))).toBeNull();
    expect(await openCredentials('', sealed)).toBeNull();
    await expect(sealCredentials('', CREDENTIALS)).rejects.toThrow('auth_secret_missing');
  });
});
