/** The frame every form field shares: label, hint, validation message and the ARIA wiring between them. */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Field messages are i18n keys (checked in the browser) or already localized texts (checked by the API). */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: string | undefined) => (error ? (error.startsWith('validation.') ? t(error) : error) : undefined);
}

/** What a field's control is described by: its error message, else nothing, and its hint. */
export function fieldDescribedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint (while it has no error) and its error message, with the ids fieldDescribedBy names. */
export function FieldMessages({ id, hint, error }: { id: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FieldFrame(props: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorText = useErrorText();
  const text = errorText(props.error);
  // A hint may be a check's key too (the e-mail typo question), translated like the messages.
  const hint = errorText(props.hint);
  const describedBy = fieldDescribedBy(id, text, hint);
  return (
    <div className={`field${props.className ? ` ${props.className}` : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, 'aria-invalid': text ? true : undefined, 'aria-describedby': describedBy })}
      <FieldMessages id={id} hint={hint} error={text} />
    </div>
  );
}
