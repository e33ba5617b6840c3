/**
 * Writes migrations/0005_postal_regions.sql from the authored postal-region centres.
 * Run: node scripts/with-node.mjs node scripts/geo/generate-postal-regions.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATION_FILE, postalRegionsMigration, regionRows } from './postal-regions-sql.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
writeFileSync(join(root, MIGRATION_FILE), postalRegionsMigration());
console.log(`› ${regionRows().length} postal regions written to ${MIGRATION_FILE}`);
