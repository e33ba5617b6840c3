/** A labelled <select> with its validation message, styled and wired like TextField. */
import { type SelectHTMLAttributes, useId } from 'react';
import { useErrorText } from '../forms/text-field.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string; lang?: string }[];
  /** Shown as an empty first choice while nothing is selected. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
};

export function SelectField({ label, value, onValue, options, placeholder, error, hint, className, ...select }: Props) {
  const id = useId();
  const text = useErrorText()(error);
  const describedBy = [text ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={text ? true : undefined} aria-describedby={describedBy} {...select}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
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
