import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trackingHash, type TrackingHashType } from './tracking-hash.ts';

const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('trackingHash', () => {
  it('hashes the trimmed, lower-cased e-mail', () => {
    const expected = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';
    expect(trackingHash('test@example.com', 'email')).toBe(expected);
    expect(trackingHash('  Test@Example.COM \n', 'email')).toBe(expected);
  });

  it('hashes unicode e-mails as UTF-8', () => {
    expect(trackingHash('Anna.Müller@Example.de', 'email')).toBe('cefec2b3b4bd11024e7cfd54eda2d91c9750283ef55e879a1cf30ae9e817c772');
  });

  it("hashes only the phone's digits", () => {
    const expected = '8b47a52ed04d068c3a9c5632b98cec18780a9f9f4099d4f8afe233970ce116fe';
    expect(trackingHash('491701234567', 'phone')).toBe(expected);
    expect(trackingHash('+49 (170) 123-45.67', 'phone')).toBe(expected);
    expect(trackingHash('+31 20 1234567', 'phone')).toBe('b023cdb5a0ff837a0dbfeb1daf04dbfa579ab4671be14b56649d594996624d96');
  });

  it('does not treat a national prefix as the country code', () => {
    expect(trackingHash('0049 170 1234567', 'phone')).not.toBe(trackingHash('+49 170 1234567', 'phone'));
  });

  it('hashes nothing to the empty-string digest', () => {
    expect(trackingHash('   ', 'email')).toBe(EMPTY);
    expect(trackingHash('no digits', 'phone')).toBe(EMPTY);
  });

  it('keeps markup as plain text and agrees with node:crypto on long input', () => {
    expect(trackingHash('<script>alert(1)</script>', 'email')).toBe('5c140d35dcb46a622e2cedf5ef5cc3638cdffd1c118c9331f8c84669f0b74783');
    const long = `${'a'.repeat(100_000)}@example.com`;
    expect(trackingHash(long, 'email')).toBe(createHash('sha256').update(long).digest('hex'));
  });

  it('answers 64 lower-case hex characters', () => {
    expect(trackingHash('+49 170 1234567', 'phone')).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([['sms'], [''], ['EMAIL'], ['Phone']])('throws for the type %j', (type) => {
    // The type can come from untyped input, so the check must hold at run time as well.
    expect(() => trackingHash('test@example.com', type as TrackingHashType)).toThrow(new Error("Invalid type: must be 'email' or 'phone'"));
  });
});
