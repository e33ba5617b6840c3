/**
 * Every error code the API can answer with and every validation.* field key in the source has its own text in all
 * eight locales, so no answer ever shows a raw key such as `validation.integer`. Reads the source with node:fs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUCTION_ERROR_CODES } from '../domain/auction/errors.ts';
import { LOCALES } from '../domain/locales.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['domain', 'worker', 'durable-objects', 'client'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SOURCES = new Map(SOURCE_DIRS.flatMap(sourceFiles).map((path) => [relative(ROOT, join(ROOT, path)), readFileSync(join(ROOT, path), 'utf8')]));
const read = (path: string) => SOURCES.get(path) ?? readFileSync(join(ROOT, path), 'utf8');
const literals = (text: string) => [...text.matchAll(/(['"`])([a-z][a-z0-9_]*)\1/g)].map((match) => match[2] as string);

/** The argument list of a call whose opening parenthesis is at `open`, split at its top-level commas. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === '\\') current += char + (text[++i] ?? '');
      else {
        if (char === quote) quote = null;
        current += char;
      }
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) break;
      depth--;
    } else if (char === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  args.push(current.trim());
  return args;
}

/** The string literals passed as argument `position` (0-based) of every call of `name` in the source. */
function argumentLiterals(name: string, position: number): string[] {
  return [...SOURCES.values()].flatMap((text) =>
    [...text.matchAll(new RegExp(`\\b${name}\\(`, 'g'))].flatMap((match) => literals(callArguments(text, (match.index ?? 0) + match[0].length - 1)[position] ?? '')),
  );
}

/**
 * Calls whose code is not written at the call: where its possible values come from, by "<file> <expression>" or
 * "* <expression>" for any file. A new call of this kind makes the test fail until it is listed here, so its codes
 * are checked too.
 */
const DYNAMIC_CODES: Record<string, () => string[]> = {
  // The order state machine's refusals, written as `code: '…'` in its result type.
  'worker/services/orders/order-actions.ts step.code': () => [...read('domain/auction/settlement.ts').matchAll(/code: '([a-z_]+)'/g)].map((m) => m[1] as string),
  // The same state machine, asked by the operators' cancellation queue.
  'worker/services/operations/review-queues.ts step.code': () => [...read('domain/auction/settlement.ts').matchAll(/code: '([a-z_]+)'/g)].map((m) => m[1] as string),
  // Hono's own client errors, named in `const code = …` just before the call.
  'worker/app.ts code': () => literals(/const code = ([^;]+);/.exec(read('worker/app.ts'))?.[1] ?? ''),
  // A binding action refused (bindingActionRefusal), wherever a route asks: the codes of its result type.
  '* refusal': () => literals(/export type BindingActionRefusal = ([^;]+);/.exec(read('domain/binding-actions.ts'))?.[1] ?? ''),
  // A self-deletion refused while the dealer is bound: the codes of its reasons' table.
  'worker/routes/customer.ts DELETION_BLOCKED_CODES[blocker]': () =>
    literals(/DELETION_BLOCKED_CODES: Record<DeletionBlocker, string> = \{([^}]+)\}/.exec(read('worker/services/account-deletion.ts'))?.[1] ?? '').filter((code) => code.startsWith('deletion_')),
  // The abuse limits' 429: the default code, or the one each caller passes.
  'worker/services/abuse-limits.ts code': () => [
    ...literals(/export function refuse\([^)]*\)/.exec(read('worker/services/abuse-limits.ts'))?.[0] ?? ''),
    ...argumentLiterals('refuse', 2),
    ...argumentLiterals('limitClient', 2),
    ...argumentLiterals('limitAddress', 3),
  ],
};

interface Found {
  codes: Map<string, string>;
  unlisted: string[];
}

/** Every code an ApiError can carry, with the file that uses it first. */
function errorCodes(): Found {
  const codes = new Map<string, string>();
  const unlisted: string[] = [];
  const add = (code: string, where: string) => codes.has(code) || codes.set(code, where);
  for (const [path, text] of SOURCES) {
    for (const match of text.matchAll(/new ApiError\(/g)) {
      const [status = '', code = ''] = callArguments(text, (match.index ?? 0) + match[0].length - 1);
      // In `cond === 'x' ? 'a' : 'b'` only the branches are codes.
      const written = literals(code.includes('?') ? code.slice(code.indexOf('?') + 1) : code);
      if (written.length) written.forEach((value) => add(value, path));
      // An auction object's rejection: its status table is typed over every auction error code, added below.
      else if (status.startsWith('auctionErrorStatus(')) continue;
      else if (DYNAMIC_CODES[`${path} ${code}`] ?? DYNAMIC_CODES[`* ${code}`]) (DYNAMIC_CODES[`${path} ${code}`] ?? DYNAMIC_CODES[`* ${code}`])?.().forEach((value) => add(value, path));
      else unlisted.push(`${path}: new ApiError(…, ${code}, …)`);
    }
    // Texts the client names itself, e.g. t('errors.internal').
    for (const match of text.matchAll(/['"`]errors\.([a-z][a-z0-9_]*)['"`]/g)) add(match[1] as string, path);
  }
  for (const code of AUCTION_ERROR_CODES) add(code, 'domain/auction/errors.ts');
  return { codes, unlisted };
}

/** Every validation.* key written in the source (zod messages, field errors, form checks). */
function validationKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [path, text] of SOURCES) {
    for (const match of text.matchAll(/['"`]validation\.([a-z][a-z0-9_]*)['"`]/g)) if (!keys.has(match[1] as string)) keys.set(match[1] as string, path);
  }
  return keys;
}

type Texts = Record<string, Record<string, unknown>>;
const TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(readFileSync(join(ROOT, 'client', 'i18n', `${locale}.json`), 'utf8')) as Texts]));
const text = (locale: string, namespace: string, key: string) => TEXTS[locale]?.[namespace]?.[key];
const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const { codes: ERROR_CODES, unlisted: UNLISTED } = errorCodes();
const VALIDATION_KEYS = validationKeys();

describe('i18n coverage of what the API answers', () => {
  it('finds the codes and keys it checks (the scan itself works)', () => {
    expect([...ERROR_CODES.keys()]).toEqual(expect.arrayContaining(['validation_failed', 'not_found', 'internal', 'bid_too_low', 'invalid_json', 'order_wrong_status']));
    expect([...VALIDATION_KEYS.keys()]).toEqual(expect.arrayContaining(['required', 'invalid', 'integer', 'min_value', 'max_value', 'invalid_value']));
  });

  it('knows where every error code written outside the call comes from', () => {
    expect(UNLISTED).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`has an errors.<code> text in ${locale} for every error code`, () => {
      const missing = [...ERROR_CODES].filter(([code]) => typeof text(locale, 'errors', code) !== 'string' || !String(text(locale, 'errors', code)).trim());
      expect(missing.map(([code, where]) => `errors.${code} (${where})`)).toEqual([]);
    });

    it(`has a validation.<key> text in ${locale} for every field key`, () => {
      const missing = [...VALIDATION_KEYS].filter(([key]) => typeof text(locale, 'validation', key) !== 'string' || !String(text(locale, 'validation', key)).trim());
      expect(missing.map(([key, where]) => `validation.${key} (${where})`)).toEqual([]);
    });

    it(`uses the same placeholders in ${locale} as in German`, () => {
      const differing = [
        ...[...ERROR_CODES.keys()].map((code) => ['errors', code] as const),
        ...[...VALIDATION_KEYS.keys()].map((key) => ['validation', key] as const),
      ].filter(([namespace, key]) => text(locale, namespace, key) !== undefined && placeholders(text(locale, namespace, key)).join() !== placeholders(text('de', namespace, key)).join());
      expect(differing.map(([namespace, key]) => `${namespace}.${key}`)).toEqual([]);
    });
  }
});
