/**
 * Landing page of the newsletter's links: the confirmation mail's (double opt-in, `#token=…`) and the unsubscribe link
 * the marketing service's newsletters carry (`#unsubscribe=…`). The secret comes in the fragment, is taken out of
 * the address bar and posted in a body only when the visitor clicks: a mail scanner that opens a link changes nothing.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page-meta.tsx';
import { api } from '../lib/api.ts';
import { takeLinkSecret } from '../lib/link-secret.ts';
import { Link } from '../router.tsx';

type State = 'reading' | 'ready' | 'working' | 'done' | 'failed';
type Purpose = 'confirm' | 'unsubscribe';

/** Text keys per purpose and state: the confirmation keeps its keys, the unsubscription has its own. */
const TEXTS: Record<Purpose, { title: string; text: string; button: string; done: string; failed: string }> = {
  confirm: { title: 'title', text: 'text', button: 'button', done: 'confirmed', failed: 'failed' },
  unsubscribe: { title: 'unsubscribeTitle', text: 'unsubscribeText', button: 'unsubscribeButton', done: 'unsubscribed', failed: 'unsubscribeFailed' },
};

export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('reading');
  const [link, setLink] = useState<{ purpose: Purpose; secret: string } | null>(null);

  // The fragment exists only in the browser: read once after hydration.
  useEffect(() => {
    const unsubscribe = takeLinkSecret('unsubscribe');
    const token = unsubscribe ? null : takeLinkSecret('token');
    const found = unsubscribe ? { purpose: 'unsubscribe' as const, secret: unsubscribe } : token ? { purpose: 'confirm' as const, secret: token } : null;
    setLink(found);
    setState(found ? 'ready' : 'failed');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!link) return;
    setState('working');
    try {
      await api(link.purpose === 'confirm' ? '/public/newsletter/confirm' : '/public/newsletter/unsubscribe', { method: 'POST', json: { token: link.secret } });
      setState('done');
    } catch {
      setState('failed');
    }
  }

  const texts = TEXTS[link?.purpose ?? 'confirm'];
  const finished = state === 'done' || state === 'failed';
  const ending = state === 'done' ? texts.done : texts.failed;
  return (
    <section className="container page auth">
      <PageMeta title={t(`newsletterConfirm.${texts.title}`)} noindex />
      <div className="auth__card" role="status" aria-busy={state === 'reading' || state === 'working'}>
        <h1 className="page__title">{t(finished ? `newsletterConfirm.${ending}Title` : `newsletterConfirm.${texts.title}`)}</h1>
        <p>{t(finished ? `newsletterConfirm.${ending}Text` : `newsletterConfirm.${texts.text}`)}</p>
        {finished ? (
          <Link to="index" className="button button--primary">
            {t('newsletterConfirm.home')}
          </Link>
        ) : (
          <form onSubmit={(event) => void submit(event)}>
            <button type="submit" className="button button--primary" disabled={state !== 'ready'}>
              {t(`newsletterConfirm.${texts.button}`)}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
