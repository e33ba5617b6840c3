import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Unstable_Config, unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '../worker/config/check-configuration.ts';
import { missingFromDryRun, PRODUCTION_BINDINGS, PRODUCTION_VARS } from './production-needs.mjs';

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
    const bindings = { SEND_EMAIL: production.send_email.find((binding) => binding.name === 'SEND_EMAIL'), AI: production.ai };
    const secrets = { AUTH_SECRET: 'x'.repeat(64), ...(vars.MAIL_TRANSPORT === 'http' ? { MAIL_API_KEY: 'key' } : {}) };
    expect(checkConfiguration({ ...vars, ...bindings, ...secrets })).toEqual({ environment: 'production', problems: [] });
    // ...and refuses without it.
    expect(checkConfiguration({ ...vars, ...bindings }).problems.map((p) => p.setting)).toEqual(['AUTH_SECRET']);
  });
});

/** Every binding name a configuration declares, of the kinds this worker uses. */
function bindingNames(config: Unstable_Config): string[] {
  return [
    ...config.d1_databases.map((db) => db.binding),
    ...config.r2_buckets.map((bucket) => bucket.binding),
    ...config.durable_objects.bindings.map((binding) => binding.name),
    ...(config.queues.producers ?? []).map((producer) => producer.binding),
    ...config.send_email.map((binding) => binding.name),
    ...(config.images ? [config.images.binding] : []),
    ...(config.ai ? [config.ai.binding] : []),
  ];
}

/** The fields of worker/env.ts's Bindings without a `?`: the worker cannot run without them. */
function requiredBindings(): string[] {
  const source = readFileSync(join(import.meta.dirname, '..', 'worker', 'env.ts'), 'utf8');
  const body = /export interface Bindings \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string);
}

describe('what production needs', () => {
  it('names every binding and variable production needs in [env.production]', () => {
    const production = read('production');
    expect(bindingNames(production)).toEqual(expect.arrayContaining(PRODUCTION_BINDINGS));
    expect(Object.keys(production.vars)).toEqual(expect.arrayContaining(PRODUCTION_VARS));
    expect(production.ai?.binding).toBe('AI');
  });

  it("lists every binding the worker's types require, and every binding the top level declares", () => {
    expect(requiredBindings()).toEqual(expect.arrayContaining(['DB', 'MEDIA', 'AUCTION_ROOM', 'NOTIFY_HUB']));
    expect(PRODUCTION_BINDINGS).toEqual(expect.arrayContaining(requiredBindings()));
    expect(PRODUCTION_BINDINGS).toEqual(expect.arrayContaining(bindingNames(read())));
  });

  it('covers everything the configuration check asks of production, secrets aside', () => {
    const asked = checkConfiguration({ MAIL_TRANSPORT: 'cloudflare' }).problems.map((problem) => problem.setting);
    const secrets = ['AUTH_SECRET'];
    expect([...PRODUCTION_BINDINGS, ...PRODUCTION_VARS, ...secrets]).toEqual(expect.arrayContaining(asked));
    expect(asked).toEqual(expect.arrayContaining(['AI', 'SEND_EMAIL', 'MAIL_FROM', 'PUBLIC_ORIGIN']));
  });

  it("reads a dry run's binding table and names what it lacks", () => {
    const table = [...PRODUCTION_BINDINGS, ...PRODUCTION_VARS].map((name) => `env.${name} (x)    Binding`).join('\n');
    expect(missingFromDryRun(`Your Worker has access to the following bindings:\n${table}\n--dry-run: exiting now.`)).toEqual([]);
    expect(missingFromDryRun(table.replace(/^env\.AI .*$/m, ''))).toEqual(['AI']);
    // A prose mention is no binding; a changed output format fails rather than passes.
    expect(missingFromDryRun('Workers AI: env.AI is used for translation')).toEqual([...PRODUCTION_BINDINGS, ...PRODUCTION_VARS]);
  });
});
