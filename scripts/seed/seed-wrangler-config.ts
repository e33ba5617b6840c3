/**
 * The wrangler configuration the seed's platform proxy starts from: wrangler.toml's D1 database and R2 bucket only.
 * The seed writes rows and photos and never touches an auction or a notification hub; the Durable Object bindings
 * would only make wrangler and workerd warn that they "will not work in local development" on every first run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Unstable_Config, unstable_readConfig } from 'wrangler';

export interface SeedWranglerConfig {
  name: string;
  compatibility_date?: string;
  compatibility_flags: string[];
  d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  r2_buckets: { binding: string; bucket_name?: string }[];
}

/** The seed's subset of the project's top-level configuration (same database id and bucket, so the same local state). */
export function seedWranglerConfig(root: string): SeedWranglerConfig {
  const config: Unstable_Config = unstable_readConfig({ config: join(root, 'wrangler.toml') }, { hideWarnings: true });
  return {
    name: `${config.name ?? 'campermarkt24'}-seed`,
    compatibility_date: config.compatibility_date,
    compatibility_flags: config.compatibility_flags,
    d1_databases: config.d1_databases.map(({ binding, database_name, database_id }) => ({ binding, database_name, database_id })),
    r2_buckets: config.r2_buckets.map(({ binding, bucket_name }) => ({ binding, bucket_name })),
  };
}

/**
 * Writes it into the project root's git-ignored .wrangler directory (wrangler resolves the state and .dev.vars next to
 * the configuration, so the seed names .dev.vars itself) and returns its path.
 */
export function writeSeedWranglerConfig(root: string): string {
  const dir = join(root, '.wrangler', 'seed');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'wrangler.json');
  writeFileSync(path, `${JSON.stringify(seedWranglerConfig(root), null, 2)}\n`);
  return path;
}
