/**
 * The Durable Objects' house rule: they import the domain, their own modules and the runtime only. D1 facts come through
 * the worker's AuctionSources entrypoint and its effects leave through the queue binding, so no worker repository or
 * service runs inside it (docs/architecture.md, "Effects through queues").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = import.meta.dirname;

/** The auction object's own modules, followed from auction-room.ts. */
function ownModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of importsOf(file)) if (spec.startsWith('./')) ownModules(spec.slice(2), seen);
  return seen;
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(DIR, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map((match) => match[1] as string);
}

const allowed = (spec: string) => spec === 'cloudflare:workers' || spec.startsWith('../domain/') || /^\.\/[a-z-]+\.ts$/.test(spec);

describe('the auction object', () => {
  it('imports the domain, its own modules and the runtime only', () => {
    const modules = ownModules('auction-room.ts');
    expect(modules.size).toBeGreaterThan(1);
    const offenders = [...modules].flatMap((file) => importsOf(file).filter((spec) => !allowed(spec)).map((spec) => `${file}: ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('and the notification hub, the same', () => {
    const offenders = [...ownModules('notify-hub.ts')].flatMap((file) => importsOf(file).filter((spec) => !allowed(spec)).map((spec) => `${file}: ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('would be caught importing a worker module', () => {
    expect(allowed('../worker/db/repositories/auction-projection.ts')).toBe(false);
    expect(allowed('../worker/env.ts')).toBe(false);
    expect(allowed('./notify-hub.ts')).toBe(true);
  });
});
