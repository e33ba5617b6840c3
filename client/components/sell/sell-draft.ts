/** The funnel's draft in sessionStorage (this tab only), read like external state so server and hydration agree. */
import { useMemo, useSyncExternalStore } from 'react';
import { EMPTY_DRAFT, parseDraft, type SellDraft } from '../../lib/sell-funnel.ts';

const KEY = 'cm24-sell-draft';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    // Storage can be switched off; the funnel then simply forgets between pages.
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes parts of the draft and tells every page that reads it. */
export function updateDraft(patch: Partial<SellDraft>): void {
  const next = { ...parseDraft(read()), ...patch };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch (error) {
    console.error('storing the sell draft failed', error);
  }
  listeners.forEach((listener) => listener());
}

/** Forgets the draft once its ad exists, so the next visit starts fresh. */
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  listeners.forEach((listener) => listener());
}

/** The current draft; the server (which has no storage) and the hydrating render see the empty one. */
export function useSellDraft(): SellDraft {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  return useMemo(() => (raw === null ? EMPTY_DRAFT : parseDraft(raw)), [raw]);
}
