/**
 * A valuation step (/valuate-my-motorhome/step-{n}-of-2, /valuate-my-trailer/step-{n}-of-3 and their localized
 * paths): the draft is kept across reloads and steps; the last step submits it and goes to the success page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValuationAnswer } from '../../../domain/valuation/form.ts';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { StepForm } from '../../components/valuation/step-form.tsx';
import { loadValuationChecks } from '../../components/valuation/use-valuation-checks.ts';
import { useValuationDraft } from '../../components/valuation/use-valuation-draft.ts';
import { ValuationFrame, ValuationProgress } from '../../components/valuation/valuation-frame.tsx';
import { useValuationTexts } from '../../i18n/valuation-texts.ts';
import { clearLocalDraft } from '../../lib/valuation-draft.ts';
import { reportPathKey, VALUATION_ROUTES, VALUATION_STEP_COUNTS, valuationKind, valuationStep } from '../../lib/valuation-route.ts';
import { useRouter } from '../../router.tsx';
import type { PageProps } from '../registry.ts';
import { trackAction } from '../../lib/user-actions.ts';

export default function ValuationStepPage({ match }: PageProps) {
  useValuationTexts();
  const kind = valuationKind(match.name);
  const step = valuationStep(match);
  if (!kind || !step) return <ErrorView status={404} />;
  return <Funnel kind={kind} step={step} />;
}

/** Keeps the report path for the success page (this tab only) and drops the browser's copy of the sent draft. */
function rememberSubmitted(kind: ValuationProductType, answer: ValuationAnswer) {
  clearLocalDraft(kind);
  try {
    if (answer.valuate_my_vehicle.reportPath) sessionStorage.setItem(reportPathKey(kind), answer.valuate_my_vehicle.reportPath);
  } catch {
    // Without session storage the success page asks the server for the report path.
  }
}

function Funnel({ kind, step }: { kind: ValuationProductType; step: number }) {
  const { t } = useTranslation('valuation');
  const { navigate, href } = useRouter();
  const draft = useValuationDraft(kind, step);
  const [pending, setPending] = useState(false);
  // The step the last step sent the visitor back to, to show all of its messages at once.
  const [revealStep, setRevealStep] = useState<number | null>(null);
  const routes = VALUATION_ROUTES[kind];
  const last = step === VALUATION_STEP_COUNTS[kind];

  async function onContinue() {
    if (last) {
      const checks = await loadValuationChecks().catch(() => null);
      const invalid = checks ? checks.firstInvalidStep(kind, draft.values) : null;
      if (invalid !== null && invalid !== step - 1) {
        setRevealStep(invalid + 1);
        navigate(href(routes.step, { step: String(invalid + 1) }));
        return;
      }
    }
    setPending(true);
    const result = await draft.save(last ? step : step + 1, last);
    setPending(false);
    if (result.ok) {
      // The first step saved starts a valuation; the last one finishes it.
      if (step === 1) trackAction('valuation_started');
      if (last) {
        trackAction('valuation_finished');
        rememberSubmitted(kind, result.answer);
        navigate(href(routes.success));
      } else navigate(href(routes.step, { step: String(step + 1) }));
      return;
    }
    // A refused field or a used e-mail address is shown on this step; a failed connection does not hold the visitor
    // up between steps (the browser keeps the draft and the next save sends it), but a submission must go through.
    if (!last && (result.error === null || result.error.status >= 500)) navigate(href(routes.step, { step: String(step + 1) }));
  }

  if (draft.submitted) return <AlreadySubmitted answer={draft.submitted} />;

  return (
    <ValuationFrame title={t(`step.${kind}.${step}.title`)} className="valuation--step">
      <ValuationProgress kind={kind} step={step} />
      <StepForm
        key={step}
        kind={kind}
        step={step}
        values={draft.values}
        saveState={draft.saveState}
        refusal={draft.refusal}
        revealErrors={revealStep === step}
        pending={pending || !draft.loaded}
        onValue={draft.setValue}
        onContinue={() => void onContinue()}
      />
    </ValuationFrame>
  );
}

/** The visitor's valuation is already sent: the funnel does not reopen it, it leads to the report. */
function AlreadySubmitted({ answer }: { answer: ValuationAnswer }) {
  const { t } = useTranslation('valuation');
  const path = answer.valuate_my_vehicle.reportPath;
  return (
    <ValuationFrame title={t('submitted.title')}>
      <section className="valuation-card" aria-labelledby="valuation-submitted-title">
        <h1 id="valuation-submitted-title" className="valuation__title">
          {t('submitted.title')}
        </h1>
        <p>{t(answer.valuate_my_vehicle.status === 'valuated' ? 'submitted.valuated' : 'submitted.underReview')}</p>
        {path && (
          <a className="button button--primary button--large" href={path}>
            {t('success.toReport')}
          </a>
        )}
      </section>
    </ValuationFrame>
  );
}
