/** The editor's unsaved changes: merging, settling after a save, the sessionStorage copy and the retry schedule. */
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api.ts';
import { type Change, differing, draftKey, isRetryable, mergeValues, readDraft, retryDelay, sameValue, settle, writeDraft } from './editor-draft.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('merging and settling', () => {
  it('lays local changes over the server values; null clears', () => {
    const server = { make: 'hymer', mileage: 50000, equipment: ['awning'] };
    const pending = new Map<string, Change>([['mileage', 61000], ['equipment', null]]);
    expect(mergeValues(server, new Map([['model', 'B 544']]), pending)).toEqual({ make: 'hymer', mileage: 61000, model: 'B 544' });
  });

  it('keeps a change that was made again while its save was on its way', () => {
    const sent = new Map<string, Change>([['model', 'B 5'], ['mileage', 1200]]);
    const pending = new Map<string, Change>([['model', 'B 544'], ['mileage', 1200], ['fuel', 'diesel']]);
    expect([...settle(pending, sent)]).toEqual([['model', 'B 544'], ['fuel', 'diesel']]);
  });

  it('compares lists by their items', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });

  it('drops restored changes the server already has', () => {
    const left = differing({ make: 'hymer', mileage: 5 }, { make: 'hymer', mileage: 6, model: null, series: null, fuel: 'diesel' });
    expect([...left]).toEqual([['mileage', 6], ['fuel', 'diesel']]);
    expect([...differing({ model: 'X' }, { model: null })]).toEqual([['model', null]]);
  });
});

describe('the sessionStorage copy', () => {
  it('writes, reads back and removes an empty draft', () => {
    const storage = memoryStorage();
    writeDraft(storage, 7, { attributes: { mileage: 61000, equipment: ['awning'], model: null }, damages: [{ key: 'd1', id: 1, attributes: { damage_location: 'roof' } }] });
    expect(readDraft(storage, 7)).toEqual({ attributes: { mileage: 61000, equipment: ['awning'], model: null }, damages: [{ key: 'd1', id: 1, attributes: { damage_location: 'roof' } }] });
    writeDraft(storage, 7, { attributes: {} });
    expect(storage.items.has(draftKey(7))).toBe(false);
  });

  it('ignores what it cannot read and values of the wrong shape', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(1), '{not json');
    expect(readDraft(storage, 1)).toBeNull();
    storage.setItem(draftKey(2), JSON.stringify({ attributes: { mileage: 'x', power: { a: 1 }, beds: 4 }, damages: [{ id: 'x' }] }));
    expect(readDraft(storage, 2)).toEqual({ attributes: { mileage: 'x', beds: 4 } });
    expect(readDraft(storage, 3)).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const storage = { setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(() => writeDraft(storage, 1, { attributes: { beds: 2 } })).not.toThrow();
  });
});

describe('retries', () => {
  it('waits 2 s, 5 s, 10 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(retryDelay)).toEqual([2000, 5000, 10000, 30000, 30000, 30000]);
  });

  it('retries network failures, server errors and rate limits, not refusals', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiRequestError(503, 'service_unavailable', 'x'))).toBe(true);
    expect(isRetryable(new ApiRequestError(429, 'too_many_requests', 'x'))).toBe(true);
    expect(isRetryable(new ApiRequestError(400, 'validation_failed', 'x'))).toBe(false);
    expect(isRetryable(new ApiRequestError(409, 'ad_not_editable', 'x'))).toBe(false);
  });
});
