/**
 * /edit/{slug}/{id}, the editor's short fallback address: finds the ad's kind and the step to continue at, then
 * replaces the URL with the editor's (/ad/edit/{kind}/{step}/{id}), so "back" does not come here again.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEntityId } from '../../../domain/ids.ts';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { ErrorView } from '../../components/error-view.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { editorCalls } from '../../lib/editor-product.ts';
import { useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';

export default function AdEditResolvePage({ match }: PageProps) {
  useEditorTexts();
  const id = match.params.id ?? '';
  if (!isEntityId(id)) return <ErrorView status={404} />;
  return <Resolve id={id} />;
}

function Resolve({ id }: { id: string }) {
  const { t } = useTranslation('editor');
  const { navigate, href } = useRouter();
  const { viewer } = useShell();
  const scope = viewer.customer ? 'private' : 'public';
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    editorCalls.get(scope, id).then(
      (product) => {
        if (!current) return;
        // An ad that left editing opens at its last step, where the editor explains that it cannot be changed.
        const step = product.status === 'editing' ? product.editor.resumeStep : 'last-step';
        navigate(href('ad-edit-type-step-id', { type: product.productType, step, id }), { replace: true });
      },
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [scope, id, navigate, href]);

  if (error instanceof ApiRequestError && error.status === 401) {
    return (
      <div className="editor-overlay">
        <PageMeta title={t('editor.signIn.title')} noindex />
        <SignInPrompt title={t('editor.signIn.title')} text={t('editor.signIn.text')} />
      </div>
    );
  }
  if (error) return <ErrorView status={error instanceof ApiRequestError && error.status ? error.status : 500} />;
  return (
    <section className="container page" aria-busy="true">
      <PageMeta title={t('editor.resolving')} noindex />
      <p className="page-loading editor-resolving" role="status">
        {t('editor.resolving')}
      </p>
    </section>
  );
}
