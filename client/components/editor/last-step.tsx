/**
 * The last step: how complete each part of the ad is (with a link to finish it), the official documents, and the
 * submission to review with every refusal explained where it can be fixed. A submission reports the referral
 * (cookie tap_rc) afterwards; its errors are ignored.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';
import { editorCalls, stepOfSet } from '../../lib/editor-product.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { VerifyEmailFirst } from '../account/verify-email-first.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { DocumentUploader } from './document-uploader.tsx';
import { useEditor } from './editor-context.tsx';

const REFERRAL_COOKIE = 'tap_rc';

function hasReferral(): boolean {
  return document.cookie.split('; ').some((part) => part.startsWith(`${REFERRAL_COOKIE}=`));
}

export function LastStep({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('editor');
  const snackbar = useSnackbar();
  const { viewer } = useShell();
  const { product, setProduct, scope, kind, draft } = useEditor();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);
  const refusalBox = useRef<HTMLDivElement>(null);
  const id = String(product.entityId);
  const stepLink = (step: string | null) => (step ? { to: 'ad-edit-type-step-id' as const, params: { type: kind, step, id } } : null);

  useEffect(() => {
    if (refusal) refusalBox.current?.focus();
  }, [refusal]);

  async function submit() {
    setPending(true);
    setRefusal(null);
    try {
      // Whatever is still unsaved goes first, so the server judges the ad as the seller sees it.
      await draft.flush();
      const answer = await editorCalls.submit(scope, product.entityId);
      setProduct(answer.product);
      if (hasReferral()) void api(`/private/product/tapfiliate/${product.entityId}`, { method: 'PUT' }).catch(() => undefined);
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiRequestError) setRefusal(error);
      else snackbar(t('errors.internal'), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="editor-last">
      <p className="editor-intro">{te('submit.intro')}</p>
      <section aria-labelledby="editor-readiness-title">
        <h2 id="editor-readiness-title" className="editor-section-title">
          {te('submit.readinessTitle')}
        </h2>
        <ul className="editor-readiness">
          {product.editor.readiness.map((set) => {
            const link = stepLink(stepOfSet(kind, set.code, product.editor.steps));
            const done = set.requiredPercent === 100;
            return (
              <li key={set.code} className={`editor-readiness__item${done ? ' editor-readiness__item--done' : ''}`}>
                <span className="editor-readiness__name">{te(`submit.sets.${set.code}`)}</span>
                {done || !link ? (
                  <span className="editor-readiness__state">{done ? te('submit.setDone') : te('editor.progressValue', { percent: set.requiredPercent })}</span>
                ) : (
                  <Link to={link.to} params={link.params} className="editor-readiness__fix">
                    {te('submit.setFix', { percent: set.requiredPercent })}
                    <span className="visually-hidden">: {te(`submit.sets.${set.code}`)}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="editor-documents-title">
        <h2 id="editor-documents-title" className="editor-section-title">
          {te('submit.documentsTitle')}
        </h2>
        <p>{te('submit.documentsText')}</p>
        <DocumentUploader productId={product.entityId} scope={scope} documents={product.documents} onDocumentsChange={(documents) => setProduct((current) => ({ ...current, documents }))} />
      </section>
      {refusal &&
        (refusal.code === 'email_not_verified' && viewer.customer ? (
          // Signed in: the link can be sent again (the notice is an alert of its own).
          <VerifyEmailFirst email={viewer.customer.email} message={refusal.message} onVerified={() => void submit()} />
        ) : (
          <div className="notice notice--error editor-refusal" role="alert" tabIndex={-1} ref={refusalBox}>
            <Refusal error={refusal} stepLink={stepLink} />
          </div>
        ))}
      <div className="editor-submit">
        <button type="button" className="button button--primary button--large" onClick={() => void submit()} disabled={pending} aria-busy={pending || undefined}>
          {pending ? te('submit.sending') : te('submit.button')}
        </button>
        <p className="field-hint">{te('submit.reviewHint')}</p>
      </div>
    </div>
  );
}

type StepLink = (step: string | null) => { to: 'ad-edit-type-step-id'; params: Record<string, string> } | null;

function Refusal(props: { error: ApiRequestError; stepLink: StepLink }) {
  const { t: te } = useTranslation('editor');
  const { product, kind } = useEditor();
  const { error } = props;
  switch (error.code) {
    case 'ad_incomplete':
      return (
        <>
          <p>{te('submit.incomplete')}</p>
          <ul>
            {Object.keys(error.fields).map((code) => {
              const link = props.stepLink(stepOfSet(kind, code, product.editor.steps));
              return <li key={code}>{link ? <Link to={link.to} params={link.params}>{te(`submit.sets.${code}`)}</Link> : te(`submit.sets.${code}`)}</li>;
            })}
          </ul>
        </>
      );
    case 'account_incomplete': {
      const link = props.stepLink('personal-data');
      return (
        <p>
          {error.message} {link && <Link to={link.to} params={link.params}>{te('submit.toPersonalData')}</Link>}
        </p>
      );
    }
    case 'email_not_verified':
      // A prospect is not signed in yet: the link we mailed confirms the address and signs them in.
      return <p>{te('submit.confirmEmail')}</p>;
    default:
      return <p>{error.message}</p>;
  }
}
