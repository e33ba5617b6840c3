/** A labelled input with its hint and validation message. */
import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

export { useErrorText } from './field-frame.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

export function TextField({ label, value, onValue, error, hint, className, ...input }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} value={value} onChange={(event) => onValue(event.target.value)} {...input} />}
    </FieldFrame>
  );
}
