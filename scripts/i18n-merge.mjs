/**
 * Merges a file of new texts, shaped { "<locale>": { "<namespace>": { ... } } }, into client/i18n/<locale>.json.
 * Existing keys are overwritten by the file's values; everything else stays. Usage: node scripts/i18n-merge.mjs keys.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCALES = ['de', 'en', 'nl', 'sv', 'da', 'pl', 'es', 'cs'];
const dir = resolve(import.meta.dirname, '..', 'client', 'i18n');
const incoming = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
}

const missing = LOCALES.filter((locale) => !incoming[locale]);
if (missing.length) throw new Error(`keys file lacks locales: ${missing.join(', ')}`);
for (const locale of LOCALES) {
  const file = join(dir, `${locale}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, incoming[locale]), null, 2)}\n`);
}
console.log(`merged ${Object.keys(incoming.de).join(', ')} into ${LOCALES.length} locales`);
