import { describe, expect, it } from 'vitest';
import { checkConfiguration, configurationOf, environmentOf, misconfigurationLog } from '../../worker/config/check-configuration.ts';

const SECRET = 's'.repeat(32);
/** A production configuration that passes: the http transport with its key and sender, secret, origin and Workers AI. */
const PRODUCTION = {
  ENVIRONMENT: 'production',
  MAIL_TRANSPORT: 'http',
  MAIL_API_KEY: 're_live_key',
  MAIL_FROM: 'CamperMarkt24 <noreply@campermarkt24.de>',
  AUTH_SECRET: SECRET,
  PUBLIC_ORIGIN: 'https://campermarkt24.de',
  AI: { run: async () => ({ translated_text: 'Hello' }) },
};

const settings = (env: Parameters<typeof checkConfiguration>[0]) => checkConfiguration(env).problems.map((problem) => problem.setting);

describe('environmentOf', () => {
  it('is development only when ENVIRONMENT says exactly that', () => {
    expect(environmentOf({ ENVIRONMENT: 'development' })).toBe('development');
    for (const value of [undefined, '', 'production', 'test', 'staging', 'dev', 'Development', 'development-ish']) {
      expect(environmentOf({ ENVIRONMENT: value }), String(value)).toBe('production');
    }
  });
});

describe('checkConfiguration', () => {
  it('asks nothing of development, so a fresh clone starts', () => {
    expect(checkConfiguration({ ENVIRONMENT: 'development' })).toEqual({ environment: 'development', problems: [] });
  });

  it('treats an unset environment as production and names everything missing', () => {
    expect(checkConfiguration({})).toMatchObject({ environment: 'production' });
    expect(settings({})).toEqual(['MAIL_TRANSPORT', 'AUTH_SECRET', 'PUBLIC_ORIGIN', 'AI']);
  });

  it('gives an unknown environment the production rules', () => {
    expect(settings({ ...PRODUCTION, ENVIRONMENT: 'staging', MAIL_TRANSPORT: 'local' })).toEqual(['MAIL_TRANSPORT']);
    expect(settings({ ...PRODUCTION, ENVIRONMENT: 'test', AUTH_SECRET: undefined })).toEqual(['AUTH_SECRET']);
  });

  it('passes a complete production configuration, with either real transport', () => {
    expect(checkConfiguration(PRODUCTION)).toEqual({ environment: 'production', problems: [] });
    const cloudflare = { ...PRODUCTION, MAIL_TRANSPORT: 'cloudflare', MAIL_API_KEY: undefined, SEND_EMAIL: { send: async () => {} } };
    expect(checkConfiguration(cloudflare).problems).toEqual([]);
  });

  it('refuses the local transport and unknown transports in production', () => {
    expect(settings({ ...PRODUCTION, MAIL_TRANSPORT: 'local' })).toEqual(['MAIL_TRANSPORT']);
    expect(settings({ ...PRODUCTION, MAIL_TRANSPORT: undefined })).toEqual(['MAIL_TRANSPORT']);
    expect(checkConfiguration({ ...PRODUCTION, MAIL_TRANSPORT: 'smtp' }).problems[0]?.problem).toMatch(/Unknown MAIL_TRANSPORT "smtp"/);
  });

  it('names the key, binding or sender a real transport lacks', () => {
    expect(settings({ ...PRODUCTION, MAIL_API_KEY: '' })).toEqual(['MAIL_API_KEY']);
    expect(settings({ ...PRODUCTION, MAIL_FROM: ' ' })).toEqual(['MAIL_FROM']);
    expect(settings({ ...PRODUCTION, MAIL_TRANSPORT: 'cloudflare' })).toEqual(['SEND_EMAIL']);
  });

  it('wants the Workers AI binding machine translation runs on, as it wants a mail key', () => {
    expect(settings({ ...PRODUCTION, AI: undefined })).toEqual(['AI']);
    expect(checkConfiguration({ ...PRODUCTION, AI: undefined }).problems[0]?.problem).toMatch(/Workers AI binding/);
    expect(checkConfiguration({ ENVIRONMENT: 'development' }).problems).toEqual([]);
  });

  it('wants a signing secret of at least 32 characters', () => {
    expect(settings({ ...PRODUCTION, AUTH_SECRET: 's'.repeat(31) })).toEqual(['AUTH_SECRET']);
    expect(settings({ ...PRODUCTION, AUTH_SECRET: undefined })).toEqual(['AUTH_SECRET']);
  });

  it('wants PUBLIC_ORIGIN as a bare https origin', () => {
    for (const origin of [undefined, '', 'http://campermarkt24.de', 'campermarkt24.de', 'https://campermarkt24.de/path']) {
      expect(settings({ ...PRODUCTION, PUBLIC_ORIGIN: origin }), String(origin)).toEqual(['PUBLIC_ORIGIN']);
    }
    expect(settings({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://campermarkt24.de/' })).toEqual([]);
  });
});

describe('configurationOf and the log line', () => {
  it('checks a given env object once', () => {
    const env = { ...PRODUCTION };
    const first = configurationOf(env);
    env.AUTH_SECRET = '';
    expect(configurationOf(env)).toBe(first);
    expect(configurationOf({ ...env }).problems.map((problem) => problem.setting)).toEqual(['AUTH_SECRET']);
  });

  it('names what is missing and never a value', () => {
    const env = { ...PRODUCTION, AUTH_SECRET: 'short-secret-value', MAIL_FROM: undefined };
    const line = misconfigurationLog(checkConfiguration(env), { requestId: 'req-1' });
    expect(JSON.parse(line)).toMatchObject({ event: 'configuration_invalid', environment: 'production', missing: ['MAIL_FROM', 'AUTH_SECRET'], requestId: 'req-1' });
    expect(line).not.toContain('short-secret-value');
    expect(line).not.toContain('re_live_key');
  });
});
