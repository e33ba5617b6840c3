import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Unstable_Config, unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '../worker/config/check-configuration.ts';

const CONFIG = join(import.meta.dirname, '..', 'wrangler.toml');
const read = (env?: string): Unstable_Config => unstable_readConfig({ config: CONFIG, env }, { hideWarnings: true });

describe('wrangler.toml', () => {
  it('sets no development values at the top level, so a deploy of it fails closed', () => {
    const top = read();
    const vars = top.vars as Record<string, unknown>;
    expect(vars.ENVIRONMENT).toBeUndefined();
    expect(vars.MAIL_TRANSPORT).toBeUndefined();
    expect(Object.values(vars)).not.toContain('development');
    expect(Object.values(vars)).not.toContain('local');
    // Unset environment and transport: the worker's own check refuses to serve with this configuration.
    expect(checkConfiguration({ ...(vars as Record<string, string>), AUTH_SECRET: 'x'.repeat(64) }).problems.map((p) => p.setting)).toContain('MAIL_TRANSPORT');
  });

  it('has a production block', () => {
    expect(readFileSync(CONFIG, 'utf8')).toMatch(/^\[env\.production\]$/m);
    expect(read('production').vars).toMatchObject({ ENVIRONMENT: 'production' });
  });

  it('repeats every top-level binding in production (wrangler does not inherit them)', () => {
    const top = read();
    const production = read('production');
    const names = (config: Unstable_Config) => ({
      d1: config.d1_databases.map((db) => db.binding).sort(),
      r2: config.r2_buckets.map((bucket) => bucket.binding).sort(),
      durableObjects: config.durable_objects.bindings.map((binding) => `${binding.name}:${binding.class_name}`).sort(),
      producers: config.queues.producers?.map((producer) => `${producer.binding}:${producer.queue}`).sort(),
      consumers: config.queues.consumers?.map((consumer) => JSON.stringify(consumer)).sort(),
    });
    expect(names(production)).toEqual(names(top));
    expect(names(production).d1).toEqual(['DB']);
    expect(production.triggers.crons).toEqual(top.triggers.crons);
    expect(production.migrations).toEqual(top.migrations);
    expect(production.assets?.directory).toBe(top.assets?.directory);
  });

  it('configures production so the worker serves once the AUTH_SECRET secret is set', () => {
    const production = read('production');
    const vars = production.vars as Record<string, string>;
    expect(['http', 'cloudflare']).toContain(vars.MAIL_TRANSPORT);
    const bindings = { SEND_EMAIL: production.send_email.find((binding) => binding.name === 'SEND_EMAIL') };
    const secrets = { AUTH_SECRET: 'x'.repeat(64), ...(vars.MAIL_TRANSPORT === 'http' ? { MAIL_API_KEY: 'key' } : {}) };
    expect(checkConfiguration({ ...vars, ...bindings, ...secrets })).toEqual({ environment: 'production', problems: [] });
    // ...and refuses without it.
    expect(checkConfiguration({ ...vars, ...bindings }).problems.map((p) => p.setting)).toEqual(['AUTH_SECRET']);
  });
});
