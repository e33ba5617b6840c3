/** A labelled input with its validation message; messages are i18n keys (client checks) or localized texts (API). */
import { type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

export function useErrorText() {
  const { t } = useTranslation();
  return (error: string | undefined) => (error ? (error.startsWith('validation.') ? t(error) : error) : undefined);
}

export function TextField({ label, value, onValue, error, hint, className, ...input }: Props) {
  const id = useId();
  const text = useErrorText()(error);
  const describedBy = [text ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && !text && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
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
