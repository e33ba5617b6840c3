import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FORBIDDEN = /from\s+['"](hono|hono\/.*|react|react\/.*|react-dom.*|cloudflare:.*|drizzle-orm.*|i18next|react-i18next|swr|@hono\/.*)['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('domain/', () => {
  it('imports no platform, UI or storage package and nothing outside domain/', () => {
    const offenders = sourceFiles('domain').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
      const bad = imports.filter((spec) => FORBIDDEN.test(`from '${spec}'`) || spec.startsWith('../..') || /^\.\.\/(worker|client|durable-objects)/.test(spec));
      return bad.map((spec) => `${file}: ${spec}`);
    });
    expect(offenders).toEqual([]);
  });
});
