/** Keeps the session alive: refreshes the access token when fewer than 60 s remain, then schedules the next. */
import { api } from './api.ts';

export const REFRESH_MARGIN_MS = 60_000;

let timer: number | undefined;

export function scheduleRefresh(accessExpiresAt: number | null): void {
  window.clearTimeout(timer);
  if (!accessExpiresAt) return;
  const delay = Math.max(0, accessExpiresAt - Date.now() - REFRESH_MARGIN_MS);
  timer = window.setTimeout(async () => {
    try {
      const answer = await api<{ access_expires_at: number }>('/public/customer/auth/refresh', { method: 'POST', json: {} });
      scheduleRefresh(answer.access_expires_at);
    } catch (error) {
      // The session ended (revoked or expired): show the page as a visitor sees it.
      console.error('session refresh failed', error);
      window.location.reload();
    }
  }, delay);
}
