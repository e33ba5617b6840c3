/**
 * Landing page of the newsletter's confirmation mail (double opt-in). The token comes in the fragment (`#token=…`),
 * is taken out of the address bar and posted in a body only when the visitor clicks "confirm": a mail scanner that
 * opens the link confirms nothing.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page-meta.tsx';
import { api } from '../lib/api.ts';
import { takeLinkSecret } from '../lib/link-secret.ts';
import { Link } from '../router.tsx';

type State = 'reading' | 'ready' | 'working' | 'confirmed' | 'failed';

export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('reading');
  const [token, setToken] = useState<string | null>(null);

  // The fragment exists only in the browser: read once after hydration.
  useEffect(() => {
    const secret = takeLinkSecret('token');
    setToken(secret);
    setState(secret ? 'ready' : 'failed');
  }, []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setState('working');
    try {
      await api('/public/newsletter/confirm', { method: 'POST', json: { token } });
      setState('confirmed');
    } catch {
      setState('failed');
    }
  }

  const done = state === 'confirmed' || state === 'failed';
  return (
    <section className="container page auth">
      <PageMeta title={t('newsletterConfirm.title')} noindex />
      <div className="auth__card" role="status" aria-busy={state === 'reading' || state === 'working'}>
        <h1 className="page__title">{t(done ? `newsletterConfirm.${state}Title` : 'newsletterConfirm.title')}</h1>
        <p>{t(done ? `newsletterConfirm.${state}Text` : 'newsletterConfirm.text')}</p>
        {done ? (
          <Link to="index" className="button button--primary">
            {t('newsletterConfirm.home')}
          </Link>
        ) : (
          <form onSubmit={(event) => void confirm(event)}>
            <button type="submit" className="button button--primary" disabled={state !== 'ready'}>
              {t('newsletterConfirm.button')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
