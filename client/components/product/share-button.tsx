/** Shares the listing: the system share sheet where there is one, else the link is copied; the share is reported to the owner. */
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { useSnackbar } from '../ui/snackbar.tsx';

export function ShareButton({ productId, title }: { productId: number; title: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();

  async function share() {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        snackbar(t('product.share.copied'), 'success');
      }
    } catch (error) {
      // Closing the share sheet is not an error worth a message.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('sharing failed', error);
      snackbar(t('product.share.failed'), 'error');
      return;
    }
    await api(`/public/product/share-with-owner/${productId}`, { method: 'POST', json: { path: window.location.pathname } }).catch((error: unknown) =>
      console.error('share report failed', error),
    );
  }

  return (
    <button type="button" className="button button--ghost share-button" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('product.share.button')}
    </button>
  );
}
