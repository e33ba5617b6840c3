/**
 * One valuation step as a form: heading, the step's fields checked on interaction (leaving a field) and on
 * "continue", the server's refusals, the save state, and back / continue (or "request valuation" on the last step).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_BY_STEP, VALUATION_STEPS } from '../../../domain/valuation/fields.ts';
import type { ValuationField } from '../../../domain/valuation/form.ts';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import type { ApiRequestError } from '../../lib/api.ts';
import { type DraftValue, type DraftValues, formField } from '../../lib/valuation-draft.ts';
import { VALUATION_ROUTES, VALUATION_STEP_COUNTS } from '../../lib/valuation-route.ts';
import { Link, useRouter } from '../../router.tsx';
import { StepFields } from './step-fields.tsx';
import { loadValuationChecks, useValuationChecks } from './use-valuation-checks.ts';
import type { SaveState } from './use-valuation-draft.ts';

export interface StepFormProps {
  kind: ValuationProductType;
  step: number;
  values: DraftValues;
  saveState: SaveState;
  refusal: ApiRequestError | null;
  /** Show every message at once (the visitor was sent back here from the last step). */
  revealErrors: boolean;
  pending: boolean;
  onValue: (field: ValuationField, value: DraftValue, typing?: boolean) => void;
  /** Called with the step's problems empty: saves and moves on (or submits). */
  onContinue: () => void;
}

export function StepForm(props: StepFormProps) {
  const { t } = useTranslation('valuation');
  const { initial } = useRouter();
  const { kind, step } = props;
  const index = step - 1;
  const last = step === VALUATION_STEP_COUNTS[kind];
  const fields = VALUATION_STEPS[kind][index] ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<ValuationField>>(new Set());
  const [revealAll, setRevealAll] = useState(props.revealErrors);

  useEffect(() => {
    // A new step replaces the page's content: its heading is read out first (not on the page the visitor opened).
    if (!initial) heading.current?.focus();
  }, [initial]);

  const checks = useValuationChecks();
  const problems = checks ? checks.stepErrors(kind, index, props.values) : {};
  const serverFields = props.refusal?.status === 400 ? Object.fromEntries(Object.entries(props.refusal.fields).map(([key, text]) => [formField(key), text])) : {};
  const shown: Partial<Record<ValuationField, string>> = {};
  for (const field of fields) {
    const problem = revealAll || touched.has(field) ? problems[field] : undefined;
    const message = problem ?? (serverFields[field] as string | undefined);
    if (message) shown[field] = message;
  }
  const emailUsed = props.refusal?.code === 'valuation_email_used' && fields.includes('email');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Without the checks (their code could not load) the server's answer says what is wrong.
    const ready = checks ?? (await loadValuationChecks().catch(() => null));
    const current = ready ? ready.stepErrors(kind, index, props.values) : {};
    const first = fields.find((field) => current[field]);
    if (first) {
      setRevealAll(true);
      document.querySelector<HTMLElement>(`.valuation-form [name="${first}"]`)?.focus();
      return;
    }
    props.onContinue();
  }

  return (
    <form className="valuation-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="valuation-step-title">
      <h1 id="valuation-step-title" className="valuation__title" tabIndex={-1} ref={heading}>
        {t(`step.${kind}.${step}.title`)}
      </h1>
      <p className="valuation__intro">{t(`step.${kind}.${step}.intro`)}</p>
      <p className="field-hint">{t('step.requiredNote')}</p>
      {emailUsed && props.refusal && (
        <div className="notice notice--error valuation-conflict" role="alert">
          <p className="valuation-conflict__title">{props.refusal.message}</p>
          <p>{t('conflict.sent')}</p>
          <p>{t('conflict.other')}</p>
        </div>
      )}
      {props.refusal && props.refusal.status !== 400 && !emailUsed && (
        <p className="notice notice--error" role="alert">
          {props.refusal.message}
        </p>
      )}
      <StepFields
        fields={fields}
        required={REQUIRED_BY_STEP[kind][index] ?? []}
        values={props.values}
        errors={shown}
        onValue={props.onValue}
        onLeave={(field) => setTouched((before) => new Set(before).add(field))}
      />
      <p className="valuation-save" role="status">
        {props.saveState === 'saving' ? t('save.saving') : props.saveState === 'saved' ? t('save.saved') : props.saveState === 'failed' ? t('save.failed') : ''}
      </p>
      <div className="valuation__actions">
        <Link
          to={step === 1 ? VALUATION_ROUTES[kind].landing : VALUATION_ROUTES[kind].step}
          params={step === 1 ? undefined : { step: String(step - 1) }}
          className="button button--ghost button--large"
        >
          {t('step.back')}
        </Link>
        <button type="submit" className="button button--primary button--large" disabled={props.pending} aria-disabled={props.pending || undefined}>
          {props.pending ? t('step.sending') : last ? t('step.submit') : t('step.continue')}
        </button>
      </div>
      {last && <p className="field-hint valuation__fine-print">{t('step.submitNote')}</p>}
    </form>
  );
}
