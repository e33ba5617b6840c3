/**
 * House rules of the browser tests that no type check enforces: every page is opened through `visit` (e2e/browser.ts),
 * which asserts the HTTP status before anything else, and no test is focused or skipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = resolve(import.meta.dirname, '..', 'e2e');
const files = readdirSync(E2E)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(join(E2E, name), 'utf8') }));

/** `where:line` of every line matching the pattern, outside the files allowed to. */
const offending = (pattern: RegExp, allowed: string[] = []) =>
  files
    .filter(({ name }) => !allowed.includes(name))
    .flatMap(({ name, text }) => text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [])));

describe('browser test conventions', () => {
  it('finds the browser tests', () => {
    expect(files.filter(({ name }) => name.endsWith('.test.ts')).length).toBeGreaterThan(10);
  });

  it('opens pages only through visit(), which asserts the status first', () => {
    expect(offending(/\.goto\(/, ['browser.ts'])).toEqual([]);
  });

  it('focuses and skips no test', () => {
    expect(offending(/\b(?:it|test|describe)\.(?:only|skip|todo)\b|\bx(?:it|describe)\(/)).toEqual([]);
  });
});
