/** /ad/continue/{id}: resumes an ad in the editor at the step the server names; asks to sign in for an account's ad. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isEntityId } from '../../../domain/ids.ts';
import { sellLinkTarget } from '../../../domain/navigation.ts';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { ErrorView } from '../../components/error-view.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useOnboarding } from '../../components/sell/use-onboarding.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { onboardingView } from '../../lib/sell-funnel.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';

export default function ContinuePage({ match }: PageProps) {
  useEditorTexts();
  const id = match.params.id ?? '';
  if (!isEntityId(id)) return <ErrorView status={404} />;
  return <Continue id={id} />;
}

function Continue({ id }: { id: string }) {
  const { t } = useTranslation('editor');
  const { navigate, href } = useRouter();
  const { viewer } = useShell();
  const onboarding = useOnboarding(id);
  const view = onboarding.phase === 'done' ? onboardingView(onboarding.answer) : null;
  const target =
    view?.kind === 'continue'
      ? href('ad-edit-type-step-id', { type: view.product.productType, step: view.product.editor.resumeStep, id: String(view.product.entityId) })
      : null;

  useEffect(() => {
    // Replace: "back" from the editor should not land on this hop again.
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (onboarding.phase === 'failed') {
    const { error } = onboarding;
    if (error.status === 401) {
      return (
        <section className="container page auth">
          <PageMeta title={t('funnel.resume.signInTitle')} noindex />
          {/* The prompt stores this page as the after-login redirect, so signing in lands back on the ad. */}
          <SignInPrompt title={t('funnel.resume.signInTitle')} text={t('funnel.resume.signInText')} />
        </section>
      );
    }
    return <ErrorView status={error.status === 404 ? 404 : error.status || 500} />;
  }

  if (view && view.kind !== 'continue') {
    const mine = sellLinkTarget(viewer);
    return (
      <section className="funnel">
        <PageMeta title={t('funnel.resume.notEditingTitle')} noindex />
        <div className="container funnel__inner">
          <div className="funnel-card">
            <h1 className="funnel__title">{t('funnel.resume.notEditingTitle')}</h1>
            <p>{t('funnel.resume.notEditingText')}</p>
            <div className="funnel__actions">
              <Link to={mine === 'sell' ? 'account-my-vehicles' : mine} className="button button--primary button--large">
                {t('funnel.onboarding.myAds')}
              </Link>
              <Link to="sell-type" className="button button--ghost button--large">
                {t('funnel.onboarding.another')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="funnel">
      <PageMeta title={t('funnel.resume.title')} noindex />
      <div className="container funnel__inner">
        <p className="funnel-loading" role="status">
          {t('funnel.resume.loading')}
        </p>
      </div>
    </section>
  );
}
