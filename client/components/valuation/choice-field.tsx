/** A group of radio buttons or checkboxes with its legend, hint and validation message (yes/no/unknown, fuel, equipment). */
import { useId } from 'react';
import { FieldMessages, fieldDescribedBy, useErrorText } from '../forms/field-frame.tsx';

export function ChoiceField(props: {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  options: readonly { code: string; label: string }[];
  selected: readonly string[];
  onToggle: (code: string, checked: boolean) => void;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const id = useId();
  const text = useErrorText()(props.error);
  const describedBy = fieldDescribedBy(id, text, props.hint);
  const radio = props.type === 'radio';
  return (
    <fieldset
      className={`field valuation-choice valuation-choice--${props.type}`}
      role={radio ? 'radiogroup' : undefined}
      aria-required={radio && props.required ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend>{props.label}</legend>
      <div className="valuation-choice__options">
        {props.options.map((option) => (
          <label key={option.code} className="valuation-choice__option">
            <input
              type={props.type}
              name={props.name}
              value={option.code}
              checked={props.selected.includes(option.code)}
              onChange={(event) => props.onToggle(option.code, event.target.checked)}
              aria-invalid={text ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={props.hint} error={text} />
    </fieldset>
  );
}
