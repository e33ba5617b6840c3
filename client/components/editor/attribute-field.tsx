/** One attribute field of the editor, rendered from its definition (select, radios, checkboxes, number, date, text). */
import type { AttributeValue } from '../../../domain/product.ts';
import type { Change } from '../../lib/editor-draft.ts';
import { controlOf } from '../../lib/editor-fields.ts';
import type { AttributeView } from '../../lib/editor-product.ts';
import { SelectField } from '../account/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { ChoiceGroup, FreeTextField, MonthYearField, NumberField } from './editor-inputs.tsx';

export interface FieldHandlers {
  /** A value while typing: kept at once when it needs no confirmation. */
  input: (value: Change | 'invalid') => void;
  /** A finished answer: checked, confirmed if needed; false when it was refused and the earlier value is back. */
  commit: (value: Change | 'invalid', previous?: AttributeValue) => Promise<boolean>;
}

export interface AttributeFieldProps {
  def: AttributeView;
  value: AttributeValue | undefined;
  required: boolean;
  error: string | undefined;
  hint: string | undefined;
  /** Placeholder of selects ("Please choose"). */
  choose: string;
  today: string;
  dateRange?: { min: string; max: string } | undefined;
  handlers: FieldHandlers;
}

const UNIT_LABELS: Record<string, string> = { EUR: '€' };

export function AttributeField({ def, value, required, error, hint, choose, today, dateRange, handlers }: AttributeFieldProps) {
  const unit = def.unit ? (UNIT_LABELS[def.unit] ?? def.unit) : null;
  // The unit is part of the name (a screen reader does not see the suffix); the star marks mandatory fields.
  const label = `${def.label}${unit ? ` (${unit})` : ''}${required ? ' *' : ''}`;
  const options = def.options.map((option) => ({ code: option.code, value: option.code, label: option.label }));
  const text = typeof value === 'string' ? value : '';
  const required_ = required || undefined;
  const commit = (next: Change) => void handlers.commit(next);

  switch (controlOf(def)) {
    case 'radio':
      return <ChoiceGroup type="radio" label={label} options={options} selected={text ? [text] : []} required={required} error={error} hint={hint} onToggle={(code) => commit(code)} />;
    case 'checkboxes': {
      const selected = Array.isArray(value) ? value : [];
      return (
        <ChoiceGroup
          type="checkbox"
          label={label}
          options={options}
          selected={selected}
          error={error}
          hint={hint}
          onToggle={(code, checked) => commit(checked ? [...selected, code] : selected.filter((item) => item !== code))}
        />
      );
    }
    case 'select':
      return <SelectField label={label} value={text} onValue={commit} options={options} placeholder={choose} error={error} hint={hint} aria-required={required_} />;
    case 'number':
      return <NumberField label={label} unit={unit} value={value} required={required} error={error} hint={hint} onInput={handlers.input} onCommit={handlers.commit} />;
    case 'month':
      return <MonthYearField label={label} value={value} today={today} required={required} error={error} onCommit={commit} />;
    case 'date':
      return (
        <TextField
          type="date"
          label={label}
          value={text.slice(0, 10)}
          onValue={(next) => commit(next || null)}
          error={error}
          hint={hint}
          aria-required={required_}
          {...(dateRange ?? {})}
        />
      );
    case 'textarea':
    case 'text':
      return <FreeTextField label={label} value={value} multiline={controlOf(def) === 'textarea'} required={required} error={error} hint={hint} onInput={handlers.input} onCommit={commit} />;
  }
}
