/**
 * A page chunk that fails to load (a deploy replaced it while the tab was open, or the connection dropped) reloads
 * the page once; a stamp in sessionStorage keeps a second failure within 60 s from reloading again, so a broken
 * deploy or an offline tab shows a "could not load" view instead of looping.
 */

export const CHUNK_RELOAD_KEY = 'cm24-chunk-reload';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

type StampStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The messages browsers and Vite give a dynamic import that could not load (Chromium, Firefox, Safari, Vite). */
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css|error loading dynamically imported/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * Whether this tab may reload for a failed chunk now; if so, the reload is recorded. No storage (disabled or full)
 * means no guard, so no reload either: showing the error view beats a possible loop.
 */
export function claimChunkReload(storage: StampStore | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(): StampStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** In the browser: reloads the current address when the failure is a chunk's and the guard allows; true if it did. */
export function reloadForFailedChunk(error: unknown): boolean {
  if (!isChunkLoadError(error) || !claimChunkReload(sessionStore(), Date.now())) return false;
  window.location.reload();
  return true;
}
