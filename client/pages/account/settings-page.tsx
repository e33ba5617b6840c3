/** /account/settings: profile, language, password and account deletion, each in its own panel. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccount } from '../../components/account/delete-account.tsx';
import { LanguageForm } from '../../components/account/language-form.tsx';
import { MerchantContactToggle } from '../../components/account/merchant-contact-toggle.tsx';
import { PasswordForm } from '../../components/account/password-form.tsx';
import { ProfileForm } from '../../components/account/profile-form.tsx';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { AccountPageFrame } from '../../components/account/account-page-frame.tsx';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { type PrivateCustomer, useCustomer } from './customer.ts';

function Panel({ id, title, intro, danger, children }: { id: string; title: string; intro: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={`panel${danger ? ' panel--danger' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      <p className="panel__intro">{intro}</p>
      {children}
    </section>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { data, error, mutate } = useCustomer(viewer.customer !== null);

  if (!viewer.customer || error?.status === 401) {
    return (
      <section className="container page auth">
        <PageMeta title={t('settings.title')} noindex />
        <SignInPrompt />
      </section>
    );
  }

  /** A fresh answer replaces the cached customer; null asks the server again. */
  const onSaved = (next: PrivateCustomer | null) => void (next ? mutate(next, { revalidate: false }) : mutate());

  return (
    <AccountPageFrame title={t('settings.title')} intro={t('settings.intro')} error={error} data={data}>
      {(data) => (
        <>
          <Panel id="settings-profile" title={t('settings.profile.title')} intro={t('settings.profile.intro')}>
            <ProfileForm data={data} onSaved={onSaved} />
          </Panel>
          <Panel id="settings-language" title={t('settings.language.title')} intro={t('settings.language.intro')}>
            <LanguageForm data={data} onSaved={onSaved} />
          </Panel>
          <Panel
            id="settings-password"
            title={t(data.customer.hasPassword ? 'settings.password.title' : 'settings.password.setTitle')}
            intro={t(data.customer.hasPassword ? 'settings.password.intro' : 'settings.password.setIntro')}
          >
            <PasswordForm email={data.customer.email} hasPassword={data.customer.hasPassword} onSaved={() => onSaved(null)} />
          </Panel>
          {data.merchant && (
            <Panel id="settings-merchant-contact" title={t('settings.merchantContact.title')} intro={t('settings.merchantContact.intro')}>
              <MerchantContactToggle data={{ ...data, merchant: data.merchant }} onSaved={onSaved} />
            </Panel>
          )}
          <Panel id="settings-notifications" title={t('settings.notifications.title')} intro={t('settings.notifications.intro')}>
            <Link to="account-email-settings" className="button button--ghost">
              {t('settings.notifications.link')}
            </Link>
          </Panel>
          <Panel id="settings-delete" title={t('settings.delete.sectionTitle')} intro={t('settings.delete.intro')} danger>
            <DeleteAccount />
          </Panel>
        </>
      )}
    </AccountPageFrame>
  );
}
