/**
 * /admin, /admin/{section} and /admin/{section}/{id}: the operator console. Only operators who passed the second
 * factor in this sign-in see it (the server enforces the same on every /admin/api call).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../../domain/viewer.ts';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ConsoleLayout } from '../../components/admin/console-layout.tsx';
import { SecondFactorGate } from '../../components/admin/second-factor-gate.tsx';
import { useAdminTexts } from '../../i18n/admin-texts.ts';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';
import { isSectionName, SECTIONS } from './sections.ts';

export default function ConsolePage({ match }: PageProps) {
  useAdminTexts();
  const { t } = useTranslation('admin');
  const { viewer } = useShell();
  const requested = match.params.section ?? 'dashboard';
  const name = isSectionName(requested) ? requested : null;
  const meta = <PageMeta title={name ? `${t(`console.sections.${name}`)} · ${t('console.title')}` : t('console.title')} noindex />;
  if (!viewer.customer) {
    return (
      <section className="container page">
        {meta}
        {/* Operators sign in here: the customers' texts (their vehicles, a free account) do not apply. */}
        <SignInPrompt title={t('console.title')} text={t('console.signIn.text')} button={t('console.signIn.button')} offerSignup={false} />
      </section>
    );
  }
  if (!isAdmin(viewer)) {
    return (
      <section className="container page">
        {meta}
        <h1 className="page__title">{t('console.notOperator.title')}</h1>
        <p>{t('console.notOperator.text')}</p>
      </section>
    );
  }
  const Section = name ? SECTIONS[name].component : null;
  return (
    <>
      {meta}
      <SecondFactorGate>
        <ConsoleLayout current={name}>
          {Section ? (
            <Suspense fallback={<p role="status">{t('console.loading')}</p>}>
              <Section key={`${name}/${match.params.id ?? ''}`} id={match.params.id ?? null} />
            </Suspense>
          ) : (
            <p role="alert">{t('console.notFound')}</p>
          )}
        </ConsoleLayout>
      </SecondFactorGate>
    </>
  );
}
