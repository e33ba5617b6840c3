/** The once-per-60-s reload after a failed page chunk. */
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('chunk load errors', () => {
  it('recognises the failures of Chromium, Firefox, Safari and Vite, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/catalog-page-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the reload guard', () => {
  it('allows one reload and records it', () => {
    const store = memoryStore();
    expect(claimChunkReload(store, 1_000_000)).toBe(true);
    expect(store.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 60 seconds, and allows one after them', () => {
    const store = memoryStore();
    expect(claimChunkReload(store, 1_000_000)).toBe(true);
    expect(claimChunkReload(store, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(store, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('ignores a stamp that is garbage or lies in the future (clock changed)', () => {
    expect(claimChunkReload(memoryStore({ [CHUNK_RELOAD_KEY]: 'soon' }), 5_000)).toBe(true);
    expect(claimChunkReload(memoryStore({ [CHUNK_RELOAD_KEY]: '900000' }), 5_000)).toBe(true);
  });

  it('never reloads without storage or when storage refuses', () => {
    expect(claimChunkReload(null, 5_000)).toBe(false);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimChunkReload(refusing, 5_000)).toBe(false);
  });
});
