/**
 * The editor's unsaved changes as plain data: merging them over the server's values, settling them after a save,
 * keeping them in sessionStorage across reloads, and when a failed save is tried again.
 */
import type { AttributeValue } from '../../domain/product.ts';
import { ApiRequestError } from './api.ts';

/** A change of one attribute: its new value, or null to clear it. */
export type Change = AttributeValue | null;

export interface LocalDamage {
  /** Stable across saves, for React keys and focus (a new damage has no id until the server answers). */
  key: string;
  id: number | null;
  attributes: Record<string, string>;
}

export interface StoredDraft {
  attributes: Record<string, Change>;
  damages?: LocalDamage[];
}

export function sameValue(a: Change | undefined, b: Change | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/** The values the seller sees: the server's, with every local change on top (a cleared value is absent). */
export function mergeValues(server: Record<string, AttributeValue>, ...layers: ReadonlyMap<string, Change>[]): Record<string, AttributeValue> {
  const values: Record<string, AttributeValue> = { ...server };
  for (const layer of layers) {
    for (const [code, value] of layer) {
      if (value === null) delete values[code];
      else values[code] = value;
    }
  }
  return values;
}

/**
 * After a save answered: the changes still unsent. A change the seller made again while the save was on its way
 * differs from what was sent and stays.
 */
export function settle(pending: ReadonlyMap<string, Change>, sent: ReadonlyMap<string, Change>): Map<string, Change> {
  const left = new Map(pending);
  for (const [code, value] of sent) if (left.has(code) && sameValue(left.get(code), value)) left.delete(code);
  return left;
}

/** The changes that still differ from the server (a restored draft may hold values saved meanwhile). */
export function differing(server: Record<string, AttributeValue>, changes: Record<string, Change>): Map<string, Change> {
  const left = new Map<string, Change>();
  for (const [code, value] of Object.entries(changes)) {
    if (value === null ? code in server : !sameValue(server[code], value)) left.set(code, value);
  }
  return left;
}

export const draftKey = (productId: number | string) => `cm24-ad-draft-${productId}`;

function isChange(value: unknown): value is Change {
  if (value === null || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isDamage(value: unknown): value is LocalDamage {
  if (typeof value !== 'object' || value === null) return false;
  const damage = value as Record<string, unknown>;
  const attributes = damage.attributes as Record<string, unknown> | null;
  return (
    typeof damage.key === 'string' &&
    (damage.id === null || typeof damage.id === 'number') &&
    typeof attributes === 'object' &&
    attributes !== null &&
    Object.values(attributes).every((item) => typeof item === 'string')
  );
}

/** The stored draft of an ad, or null; anything unreadable (another version's shape, a hand edit) counts as none. */
export function readDraft(storage: Pick<Storage, 'getItem'>, productId: number | string): StoredDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(draftKey(productId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { attributes, damages } = parsed as { attributes?: unknown; damages?: unknown };
  if (typeof attributes !== 'object' || attributes === null) return null;
  const clean = Object.fromEntries(Object.entries(attributes).filter(([, value]) => isChange(value))) as Record<string, Change>;
  const draft: StoredDraft = { attributes: clean };
  if (Array.isArray(damages) && damages.every(isDamage)) draft.damages = damages;
  return draft;
}

/** Stores the draft, or removes it when nothing is unsaved; a full or blocked storage only loses the reload safety. */
export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, productId: number | string, draft: StoredDraft): void {
  try {
    if (Object.keys(draft.attributes).length === 0 && !draft.damages) storage.removeItem(draftKey(productId));
    else storage.setItem(draftKey(productId), JSON.stringify(draft));
  } catch (error) {
    console.warn('could not keep the unsaved changes in sessionStorage', error);
  }
}

/** Waits before the n-th retry (0-based) of a failed save: 2 s, 5 s, 10 s, then every 30 s. */
export function retryDelay(attempt: number): number {
  return [2_000, 5_000, 10_000][attempt] ?? 30_000;
}

/** A failure worth trying again by itself: no answer at all (offline, connection lost), a server error or a rate limit. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500 || error.status === 429 || error.status === 0;
  // fetch rejects with a TypeError when the network is down; anything else unknown is treated the same way.
  return true;
}
