/** The two import forms: a Dutch licence plate (RDW) and a classifieds-portal link or ad id; both checked like the API. */
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldReport, useFieldChecks } from '../../hooks/use-field-checks.ts';
import { normalisePlateInput, plateError, portalReferenceError } from '../../lib/sell-funnel.ts';
import { TextField } from '../forms/text-field.tsx';
import { FunnelIcon } from './funnel-icons.tsx';

interface FormProps {
  /** A validation.* key (checked here) or a localized message (from the API). */
  error: string | undefined;
  onError: (error: string | undefined) => void;
  onSubmit: (value: string) => void;
  /** Focus the field on mount: the seller chose to try again and the button they pressed is gone. */
  focusField?: boolean;
}

/** One field's check as a report for useFieldChecks. */
const single = (field: string, error: string | undefined): FieldReport => ({ fields: error ? { [field]: error } : {}, hints: {} });

/**
 * The field's message: the check's, on interaction, else the one the page holds (the last submit's, or the server's),
 * which typing clears because it was about the value before.
 */
function useSingleField(props: FormProps, field: string, value: string, check: (value: string) => string | undefined) {
  const checks = useFieldChecks({ [field]: value }, (values) => single(field, check(values[field] ?? '')));
  return {
    checks,
    error: checks.errors[field] ?? props.error,
    typed: () => {
      if (props.error) props.onError(undefined);
    },
  };
}

function useFocusField(form: RefObject<HTMLFormElement | null>, focus: boolean | undefined) {
  useEffect(() => {
    if (focus) form.current?.querySelector('input')?.focus();
  }, [form, focus]);
}

function focusInvalid(form: HTMLFormElement | null) {
  // After React has shown the message, so the field is announced with it.
  window.requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export function PlateForm(props: FormProps & { onUnknown: () => void }) {
  const { t } = useTranslation('editor');
  const form = useRef<HTMLFormElement>(null);
  const [plate, setPlate] = useState('');
  useFocusField(form, props.focusField);
  const { checks, error: shown, typed } = useSingleField(props, 'plate', plate, plateError);

  function submit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const error = plateError(plate);
    props.onError(error);
    if (error) focusInvalid(form.current);
    else props.onSubmit(normalisePlateInput(plate));
  }

  return (
    <section className="funnel-card import-method" aria-labelledby="import-plate-title">
      <h2 id="import-plate-title" className="import-method__title">
        <FunnelIcon name="plate" /> {t('funnel.import.plate.heading')}
      </h2>
      <p>{t('funnel.import.plate.text')}</p>
      <form ref={form} onSubmit={submit} noValidate className="import-method__form">
        <TextField
          label={t('funnel.import.plate.label')}
          hint={t('funnel.import.plate.hint')}
          value={plate}
          onValue={(value) => {
            setPlate(value.toUpperCase());
            typed();
          }}
          error={shown}
          onBlur={() => checks.leave('plate')}
          className="import-plate"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
        />
        <button type="submit" className="button button--primary button--large">
          {t('funnel.import.plate.submit')}
        </button>
      </form>
      <button type="button" className="button button--ghost import-method__alt" onClick={props.onUnknown}>
        {t('funnel.import.plate.unknown')}
      </button>
    </section>
  );
}

/** available: undefined while the server has not said yet (no form that might turn out dead). */
export function PortalForm(props: FormProps & { available: boolean | undefined }) {
  const { t } = useTranslation('editor');
  const form = useRef<HTMLFormElement>(null);
  const [reference, setReference] = useState('');
  useFocusField(form, props.focusField);
  const { checks, error: shown, typed } = useSingleField(props, 'reference', reference, portalReferenceError);

  function submit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const error = portalReferenceError(reference);
    props.onError(error);
    if (error) focusInvalid(form.current);
    else props.onSubmit(reference.trim());
  }

  return (
    <section className="funnel-card import-method" aria-labelledby="import-portal-title">
      <h2 id="import-portal-title" className="import-method__title">
        <FunnelIcon name="link" /> {t('funnel.import.portal.heading')}
      </h2>
      {props.available === undefined ? (
        <p className="funnel-loading" role="status">
          {t('funnel.newOrImport.importChecking')}
        </p>
      ) : props.available ? (
        <>
          <p>{t('funnel.import.portal.text')}</p>
          <form ref={form} onSubmit={submit} noValidate className="import-method__form">
            <TextField
              label={t('funnel.import.portal.label')}
              hint={t('funnel.import.portal.hint')}
              value={reference}
              onValue={(value) => {
                setReference(value);
                typed();
              }}
              error={shown}
              onBlur={() => checks.leave('reference')}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
            />
            <button type="submit" className="button button--primary button--large">
              {t('funnel.import.portal.submit')}
            </button>
          </form>
        </>
      ) : (
        // No provider is configured: said plainly instead of a button that can only fail.
        <p className="import-method__unavailable">{t('funnel.import.portal.unavailable')}</p>
      )}
    </section>
  );
}
