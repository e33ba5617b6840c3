/**
 * /account/email-settings: switches for the reminder e-mails. Works signed in, or without sign-in from the
 * link in a reminder (its e and h query values are passed on to both calls).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PushSettings } from '../../components/account/push-settings.tsx';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { AccountPageFrame } from '../../components/account/account-page-frame.tsx';
import { useSnackbar } from '../../components/ui/snackbar.tsx';
import { api, ApiRequestError } from '../../lib/api.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { keys } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';
import { retryUnlessClientError } from './customer.ts';

interface Setting {
  type: 'VALUATION_REPORT_REMINDER' | 'COMPLETE_AD_REMINDER' | 'FAILED_AUCTION_REMINDER' | 'NOTIFICATION_EMAILS';
  enabled: boolean;
}

interface Answer {
  email: string;
  settings: Setting[];
}

function linkQuery(search: URLSearchParams): string {
  const e = search.get('e');
  const h = search.get('h');
  // x (the expiry) is covered by h; links from before it existed lack it and get the server's "expired" answer.
  const x = search.get('x');
  return e && h ? `?${new URLSearchParams({ e, h, ...(x ? { x } : {}) })}` : '';
}

function Toggle({ setting, busy, onToggle }: { setting: Setting; busy: boolean; onToggle: (enabled: boolean) => void }) {
  const { t } = useTranslation();
  const id = `reminder-${setting.type}`;
  return (
    <li className="toggle-row">
      <div className="toggle-row__text">
        <label htmlFor={id} className="toggle-row__title">
          {t(`emailSettings.types.${setting.type}.title`)}
        </label>
        <p id={`${id}-text`}>{t(`emailSettings.types.${setting.type}.text`)}</p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={setting.enabled}
        disabled={busy}
        aria-describedby={`${id}-text`}
        onChange={(event) => onToggle(event.target.checked)}
      />
    </li>
  );
}

export default function EmailSettingsPage({ search }: PageProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { viewer } = useShell();
  const query = linkQuery(search);
  // Without a session and without a link the API can only say 401, so it is not asked.
  const key = viewer.customer || query ? keys.emailAutomation(query) : null;
  const { data, error, mutate } = useSWR<Answer, ApiRequestError>(key, { shouldRetryOnError: retryUnlessClientError });
  const [busy, setBusy] = useState<Setting['type'] | null>(null);

  async function toggle(type: Setting['type'], enabled: boolean) {
    if (!data) return;
    setBusy(type);
    // Optimistic: the switch moves at once and falls back if the call fails.
    const optimistic = { ...data, settings: data.settings.map((s) => (s.type === type ? { ...s, enabled } : s)) };
    try {
      await mutate(api<Answer>(`/public/email-automation/update${query}`, { method: 'PUT', json: { type, enabled } }), {
        optimisticData: optimistic,
        rollbackOnError: true,
        revalidate: false,
      });
      snackbar(t(enabled ? 'emailSettings.enabled' : 'emailSettings.disabled', { name: t(`emailSettings.types.${type}.title`) }), 'success');
    } catch (caught) {
      snackbar(caught instanceof ApiRequestError ? caught.message : t('errors.internal'), 'error');
    } finally {
      setBusy(null);
    }
  }

  const invalidLink = error?.status === 403;
  if (invalidLink && viewer.customer) {
    // Signed in anyway: the customer's own settings are one click away, no link needed.
    return (
      <section className="container page auth">
        <PageMeta title={t('emailSettings.title')} noindex />
        <div className="auth__card">
          <h1 className="page__title">{t('emailSettings.invalidLinkTitle')}</h1>
          <p>{t('emailSettings.invalidLinkSignedIn')}</p>
          <Link to="account-email-settings" className="button button--primary auth__submit">
            {t('emailSettings.openOwn')}
          </Link>
        </div>
      </section>
    );
  }
  if (!key || error?.status === 401 || invalidLink) {
    return (
      <section className="container page auth">
        <PageMeta title={t('emailSettings.title')} noindex />
        <SignInPrompt
          title={invalidLink ? t('emailSettings.invalidLinkTitle') : t('emailSettings.title')}
          text={invalidLink ? (error?.code === 'link_expired' ? error.message : t('emailSettings.invalidLinkText')) : t('emailSettings.signInText')}
        />
      </section>
    );
  }

  return (
    <AccountPageFrame title={t('emailSettings.title')} intro={t('emailSettings.intro')} breadcrumb={Boolean(viewer.customer)} error={error} data={data}>
      {(data) => (
        <>
          <section className="panel" aria-labelledby="email-settings-title">
            <h2 id="email-settings-title" className="panel__title">
              {t('emailSettings.reminders')}
            </h2>
            <p className="panel__intro">{t('emailSettings.for', { email: data.email })}</p>
            <ul className="toggle-list">
              {data.settings.map((setting) => (
                <Toggle key={setting.type} setting={setting} busy={busy === setting.type} onToggle={(enabled) => void toggle(setting.type, enabled)} />
              ))}
            </ul>
            <p className="panel__note">{t('emailSettings.note')}</p>
          </section>
          {/* Browser notifications belong to a signed-in dealer, never to a reminder link alone. */}
          {viewer.customer ? <PushSettings /> : null}
        </>
      )}
    </AccountPageFrame>
  );
}
