/** A labelled <select> with its hint and validation message, wired like TextField. */
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../forms/field-frame.tsx';

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
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onValue(event.target.value)} {...select}>
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
      )}
    </FieldFrame>
  );
}
