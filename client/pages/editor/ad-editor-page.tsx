/**
 * /ad/edit/{motorhome|trailer}/{step}/{id}: loads the seller's ad and opens the editor at the step. Without an id
 * the seller goes to the sell funnel (ads are created there); an ad of another account asks to sign in, an ad that
 * left editing says so and links to the seller's ads.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEditorStep } from '../../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { AdEditor } from '../../components/editor/ad-editor.tsx';
import type { FatalError } from '../../components/editor/use-ad-draft.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useApi } from '../../hooks/use-api.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { editorCalls, type AttributeViews, type EditorProduct } from '../../lib/editor-product.ts';
import { editorRouteValid } from '../../lib/editor-route.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { keys } from '../data-keys.ts';
import type { PageProps } from '../registry.ts';

export default function AdEditorPage({ match }: PageProps) {
  useEditorTexts();
  const { type, step, id } = match.params;
  if (!editorRouteValid(match.params) || !type || !step) return <ErrorView status={404} />;
  if (id === undefined) return <ToSellFunnel />;
  return <EditorLoader kind={type as ProductKind} step={step} id={id} />;
}

function ToSellFunnel() {
  const { navigate, href } = useRouter();
  useEffect(() => navigate(href('sell-type'), { replace: true }), [navigate, href]);
  return <div className="page-loading" aria-busy="true" />;
}

type Loaded = { kind: 'loading' } | { kind: 'ready'; product: EditorProduct } | { kind: 'failed'; error: unknown };

function EditorLoader({ kind, step, id }: { kind: ProductKind; step: string; id: string }) {
  const { navigate, href, locale } = useRouter();
  const { viewer } = useShell();
  const scope = viewer.customer ? 'private' : 'public';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [fatal, setFatal] = useState<FatalError | null>(null);
  const { data: definitions, error: definitionsError } = useApi<AttributeViews>(keys.productAttributes(locale));

  useEffect(() => {
    let current = true;
    setLoaded({ kind: 'loading' });
    editorCalls.get(scope, id).then(
      (product) => current && setLoaded({ kind: 'ready', product }),
      (error: unknown) => current && setLoaded({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [scope, id]);

  const product = loaded.kind === 'ready' ? loaded.product : null;
  // The URL's kind (or a step that kind lacks) may be wrong for this ad: the ad's own kind and its resume step win.
  const wrongKind = product !== null && (product.productType !== kind || !isEditorStep(product.productType, step));
  useEffect(() => {
    if (!product || !wrongKind) return;
    const target = isEditorStep(product.productType, step) ? step : product.editor.resumeStep;
    navigate(href('ad-edit-type-step-id', { type: product.productType, step: target, id }), { replace: true });
  }, [product, wrongKind, step, id, navigate, href]);

  const error = loaded.kind === 'failed' ? loaded.error : null;
  const failure = fatal ?? (error instanceof ApiRequestError ? fatalOf(error) : null);
  if (failure === 'sign-in') return <SignInOverlay />;
  if (failure === 'not-found') return <ErrorView status={404} />;
  if (failure === 'not-editable' || (product && product.status !== 'editing')) return <NotEditable />;
  if (error) return <ErrorView status={error instanceof ApiRequestError && error.status ? error.status : 500} />;
  if (definitionsError) return <ErrorView status={definitionsError.status || 500} />;
  if (!product || !definitions || wrongKind || !isEditorStep(product.productType, step)) return <div className="page-loading" aria-busy="true" />;
  return <AdEditor initial={product} definitions={definitions} step={step} scope={scope} onFatal={setFatal} />;
}

function fatalOf(error: ApiRequestError): FatalError | null {
  if (error.status === 401) return 'sign-in';
  if (error.status === 404) return 'not-found';
  if (error.code === 'ad_not_editable') return 'not-editable';
  return null;
}

/** Someone else's ad, or this browser's session ended: sign in (the prompt remembers this editor URL first). */
function SignInOverlay() {
  const { t } = useTranslation('editor');
  return (
    <div className="editor-overlay">
      <PageMeta title={t('editor.signIn.title')} noindex />
      <SignInPrompt title={t('editor.signIn.title')} text={t('editor.signIn.text')} />
    </div>
  );
}

function NotEditable() {
  const { t } = useTranslation('editor');
  return (
    <section className="container page editor-closed">
      <PageMeta title={t('editor.notEditable.title')} noindex />
      <h1 className="page__title">{t('editor.notEditable.title')}</h1>
      <p>{t('editor.notEditable.text')}</p>
      <Link to="account-my-vehicles" className="button button--primary">
        {t('editor.notEditable.link')}
      </Link>
    </section>
  );
}
