/** The frame every form field shares: label, hint, validation message and the ARIA wiring between them. */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Field messages are i18n keys (checked in the browser) or already localized texts (checked by the API). */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: string | undefined) => (error ? (error.startsWith('validation.') ? t(error) : error) : undefined);
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
  const text = useErrorText()(props.error);
  const describedBy = [text ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${props.className ? ` ${props.className}` : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, 'aria-invalid': text ? true : undefined, 'aria-describedby': describedBy })}
      {props.hint && !text && (
        <p id={`${id}-hint`} className="field-hint">
          {props.hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} className="field-error">
          {text}
        </p>
      )}
    </div>
  );
}
