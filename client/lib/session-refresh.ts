/** Keeps the session alive: refreshes the access token when fewer than 60 s remain, then schedules the next. */
import { api } from './api.ts';

export const REFRESH_MARGIN_MS = 60_000;

let timer: number | undefined;
/** The access token's expiry as last known (epoch ms), so the notification stream can check it before connecting. */
let expiresAt: number | null = null;
/** One refresh at a time: two in parallel would present the same refresh token twice (reuse detection ends the session). */
let pending: Promise<number> | null = null;

export function scheduleRefresh(accessExpiresAt: number | null): void {
  window.clearTimeout(timer);
  expiresAt = accessExpiresAt;
  if (!accessExpiresAt) return;
  const delay = Math.max(0, accessExpiresAt - Date.now() - REFRESH_MARGIN_MS);
  timer = window.setTimeout(async () => {
    try {
      await refreshSession();
    } catch (error) {
      // The session ended (revoked or expired): show the page as a visitor sees it.
      console.error('session refresh failed', error);
      window.location.reload();
    }
  }, delay);
}

/** When the access token expires (epoch ms), or null without a session. */
export function accessExpiresAt(): number | null {
  return expiresAt;
}

/** Refreshes the access token now (shared with a refresh already under way) and schedules the next; throws when the session ended. */
export function refreshSession(): Promise<number> {
  pending ??= api<{ access_expires_at: number }>('/public/customer/auth/refresh', { method: 'POST', json: {} })
    .then((answer) => {
      scheduleRefresh(answer.access_expires_at);
      return answer.access_expires_at;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
