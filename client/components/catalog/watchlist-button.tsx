/**
 * The heart on a listing card: adds it to or removes it from the signed-in customer's watchlist, at once
 * (optimistic) and back again when the server refuses.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { useSnackbar } from '../ui/snackbar.tsx';
import { trackAction } from '../../lib/user-actions.ts';

/**
 * Choices made during this page life, by product: cached search answers (and the server's first-paint data)
 * still hold the old state, and a card shown again must not flip back.
 */
const chosen = new Map<number, boolean>();

export function WatchlistButton({ productId, initial, title }: { productId: number; initial: boolean; title: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [watched, setWatched] = useState(() => chosen.get(productId) ?? initial);
  const [pending, setPending] = useState(false);

  async function toggle() {
    if (pending) return;
    const next = !watched;
    setWatched(next);
    setPending(true);
    try {
      const answer = await api<{ watchlist: boolean }>(`/private/customer/watchlist/${productId}`, { method: next ? 'PUT' : 'DELETE' });
      setWatched(answer.watchlist);
      chosen.set(productId, answer.watchlist);
      trackAction(answer.watchlist ? 'watch_added' : 'watch_removed', productId);
      void revalidatePrefix('/private/customer/watchlist/get');
    } catch (error) {
      console.error('changing the watchlist failed', error);
      setWatched(!next);
      snackbar(error instanceof ApiRequestError ? error.message : t('catalogFilters.watchlist.error'), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className={`watch${watched ? ' watch--on' : ''}`}
      aria-pressed={watched}
      aria-label={t('catalogFilters.watchlist.label', { title })}
      onClick={(event) => {
        // The card around is a link: the heart must not open the listing.
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
