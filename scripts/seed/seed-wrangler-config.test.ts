import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Unstable_Config, unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { seedWranglerConfig } from './seed-wrangler-config.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the seed wrangler configuration', () => {
  it('binds the same D1 database and R2 bucket as wrangler.toml, so the seed fills the state the product serves', () => {
    const full: Unstable_Config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml') }, { hideWarnings: true });
    const seed = seedWranglerConfig(ROOT);
    expect(seed.d1_databases).toEqual(full.d1_databases.map(({ binding, database_name, database_id }) => ({ binding, database_name, database_id })));
    expect(seed.r2_buckets).toEqual(full.r2_buckets.map(({ binding, bucket_name }) => ({ binding, bucket_name })));
    expect(seed.d1_databases.map((db) => db.binding)).toEqual(['DB']);
    expect(seed.compatibility_date).toBe(full.compatibility_date);
  });

  it('has no Durable Object, queue or other binding wrangler would warn about locally', () => {
    expect(Object.keys(seedWranglerConfig(ROOT)).sort()).toEqual(['compatibility_date', 'compatibility_flags', 'd1_databases', 'name', 'r2_buckets']);
  });

  it('is what the seed starts its platform proxy with, .dev.vars named explicitly', () => {
    const seed = readFileSync(join(ROOT, 'scripts', 'seed.ts'), 'utf8');
    expect(seed).toMatch(/configPath: writeSeedWranglerConfig\(root\)/);
    expect(seed).toMatch(/envFiles: \[resolve\(root, '\.dev\.vars'\)\]/);
    expect(seed).not.toMatch(/configPath: 'wrangler\.toml'/);
  });
});
