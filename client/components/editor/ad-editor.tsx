/**
 * The open ad editor: its chrome, the current step's form and the bottom bar. "Next" saves, checks the step's
 * mandatory fields and the answers (moving the focus to the first one to fix), then opens the next step.
 */
import { type FormEvent, type RefObject, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorStep, nextStep, stepFields } from '../../../domain/ad-editor/steps.ts';
import { damageErrors } from '../../lib/editor-damages.ts';
import { missingRequired, type SellerType } from '../../lib/editor-fields.ts';
import type { EditorScope } from '../../lib/editor-media.ts';
import { type AttributeViews, type EditorProduct, withGallery } from '../../lib/editor-product.ts';
import { useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { focusFirstInvalid } from '../account/focus-invalid.ts';
import { PageMeta } from '../page-meta.tsx';
import { AttributeStep } from './attribute-step.tsx';
import { EditorBar } from './editor-bar.tsx';
import { EditorContext, type EditorContextValue, useEditor } from './editor-context.tsx';
import { EditorHeading, StepList } from './editor-frame.tsx';
import { DamageList, LastStep, PersonalDataStep, PhotoStep, preloadSteps } from './lazy-steps.tsx';
import { ThankYou } from './thank-you.tsx';
import { type FatalError, useAdDraft } from './use-ad-draft.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';
import { useValueConfirm } from './value-confirm.tsx';
import { trackAction } from '../../lib/user-actions.ts';

interface Props {
  initial: EditorProduct;
  definitions: AttributeViews;
  step: EditorStep;
  scope: EditorScope;
  onFatal: (kind: FatalError) => void;
}

export function AdEditor({ initial, definitions, step, scope, onFatal }: Props) {
  const { t } = useTranslation('editor');
  const router = useRouter();
  const { viewer } = useShell();
  const [product, setProduct] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const kind = product.productType;
  const productDefinitions = useMemo(() => [...definitions.product, ...definitions.auction], [definitions]);
  const draft = useAdDraft({ product, onProduct: setProduct, scope, definitions: productDefinitions, onFatal });
  const { ask, asking, dialog } = useValueConfirm(kind);
  const leaveDialog = useLeaveGuard({ dirty: draft.dirty, flush: draft.flush, productId: product.entityId });
  const seller: SellerType = viewer.customer ? (viewer.customer.profileType === 'PRIVATE' ? 'private' : 'commercial') : 'unknown';

  const goTo = useCallback(
    (target: EditorStep) => router.navigate(router.href('ad-edit-type-step-id', { type: kind, step: target, id: String(product.entityId) })),
    [router, kind, product.entityId],
  );

  // The other steps' code, once this one is on screen.
  useEffect(() => {
    const timer = window.setTimeout(preloadSteps, 1500);
    return () => window.clearTimeout(timer);
  }, []);

  // A step change (by any link) saves what is pending and takes the focus to the new step's heading.
  const firstStep = useRef(step);
  useEffect(() => {
    setAlert(null);
    if (firstStep.current === step) return;
    firstStep.current = step;
    void draft.flush();
    heading.current?.focus();
    // The draft's flush is stable; only the step matters here.
  }, [step]);

  async function next() {
    const target = nextStep(kind, step);
    // Leaving the last field may have opened a confirmation: its answer comes first.
    if (!target || asking()) return;
    setBusy(true);
    await draft.flush();
    setBusy(false);
    const current = draft.snapshot();
    const codes = stepFields(kind, step);
    const missing = { ...missingRequired(codes, current.values, current.required, seller), ...(step === 'defects' ? damageErrors(current.damages) : {}) };
    const wrong = Object.keys(current.errors).filter((key) => codes.includes(key) || (step === 'defects' && key.startsWith('damages.')));
    if (Object.keys(missing).length === 0 && wrong.length === 0) {
      trackAction('editor_step_done', product.entityId);
      goTo(target);
      return;
    }
    draft.setErrors(missing);
    setAlert(Object.keys(missing).length ? t('editor.fillMandatory') : t('editor.fixErrors'));
    focusFirstInvalid(form.current);
  }

  const context: EditorContextValue = { product, setProduct, kind, step, scope, definitions, draft, seller, goTo, ask };
  if (submitted) return <ThankYou />;
  return (
    <EditorContext.Provider value={context}>
      <PageMeta title={`${t(`steps.${step}`)} – ${product.title.trim() || t('editor.untitled')}`} noindex />
      <div className="editor container">
        <div className="editor__layout">
          <aside className="editor__aside">
            <StepList />
          </aside>
          <div className="editor__main">
            <EditorHeading headingRef={heading} />
            {product.reviewNote && (
              <div className="notice editor-review-note" role="status">
                <p>{t('editor.reviewNote')}</p>
                <p className="editor-review-note__text">{product.reviewNote}</p>
              </div>
            )}
            {alert && (
              <p className="notice notice--error editor-alert" role="alert">
                {alert}
              </p>
            )}
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <StepBody step={step} form={form} onBusy={setBusy} onSubmitted={() => setSubmitted(true)} />
            </Suspense>
          </div>
        </div>
      </div>
      <EditorBar onNext={() => void next()} pending={busy} />
      {dialog}
      {leaveDialog}
    </EditorContext.Provider>
  );
}

function StepBody({ step, form, onBusy, onSubmitted }: { step: EditorStep; form: RefObject<HTMLFormElement | null>; onBusy: (busy: boolean) => void; onSubmitted: () => void }) {
  const { t } = useTranslation('editor');
  const { kind, product, setProduct, scope, draft } = useEditor();
  switch (step) {
    case 'images':
    case 'more-images':
      return (
        <PhotoStep
          productId={product.entityId}
          scope={scope}
          section={step === 'images' ? 'exterior' : 'interior'}
          gallery={product.gallery}
          onGalleryChange={(gallery) => setProduct((current) => withGallery(current, gallery))}
        />
      );
    case 'personal-data':
      return <PersonalDataStep onBusy={onBusy} />;
    case 'last-step':
      return <LastStep onSubmitted={onSubmitted} />;
    default: {
      // Enter in a field saves at once; only the bar's "next" leaves the step.
      const submit = (event: FormEvent) => {
        event.preventDefault();
        void draft.flush();
      };
      return (
        <form ref={form} className="editor-form" onSubmit={submit} onBlur={() => void draft.flush()} noValidate>
          <AttributeStep codes={stepFields(kind, step)} />
          {step === 'defects' && (
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <DamageList />
            </Suspense>
          )}
          <p className="field-hint editor-legend">{t('editor.requiredLegend')}</p>
        </form>
      );
    }
  }
}

