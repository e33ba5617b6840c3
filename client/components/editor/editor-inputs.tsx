/** The editor's own inputs: radio and checkbox groups, a whole-number input with its unit, and month + year. */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeValue } from '../../../domain/product.ts';
import { monthParts, parseWholeNumber, registrationYears } from '../../lib/editor-fields.ts';
import { FieldFrame, FieldMessages, fieldDescribedBy, useErrorText } from '../forms/field-frame.tsx';
import { SelectField } from '../account/select-field.tsx';

type Parsed = number | null | 'invalid';

export function ChoiceGroup(props: {
  type: 'radio' | 'checkbox';
  label: string;
  options: { code: string; label: string }[];
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
      className={`field editor-choice${radio ? '' : ' field--wide'}`}
      role={radio ? 'radiogroup' : undefined}
      aria-required={radio && props.required ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend>{props.label}</legend>
      <div className={`editor-choice__options editor-choice__options--${props.type}`}>
        {props.options.map((option) => (
          <label key={option.code} className="editor-choice__option">
            <input
              type={props.type}
              name={id}
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

/**
 * A whole number with its unit. Typing reports each readable value (onInput); leaving the field or Enter commits
 * it (onCommit), which may ask for a confirmation: when that is refused the field shows its earlier value again.
 */
export function NumberField(props: {
  label: string;
  unit: string | null;
  value: AttributeValue | undefined;
  required: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  onInput: (value: Parsed) => void;
  onCommit: (value: Parsed, previous: AttributeValue | undefined) => Promise<boolean>;
}) {
  const shown = typeof props.value === 'number' ? String(props.value) : '';
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  const before = useRef(props.value);

  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);

  function commit() {
    const previous = before.current;
    void props.onCommit(parseWholeNumber(text), previous).then((keep) => {
      if (!keep) setText(typeof previous === 'number' ? String(previous) : '');
    });
  }

  return (
    <FieldFrame label={props.label} error={props.error} hint={props.hint}>
      {(control) => (
        <div className="editor-unit">
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-required={props.required || undefined}
            value={text}
            onFocus={() => {
              focused.current = true;
              before.current = props.value;
            }}
            onChange={(event) => {
              setText(event.target.value);
              props.onInput(parseWholeNumber(event.target.value));
            }}
            onBlur={() => {
              focused.current = false;
              commit();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commit();
            }}
          />
          {props.unit && (
            <span className="editor-unit__label" aria-hidden="true">
              {props.unit}
            </span>
          )}
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * Free text (one line or several). While the field has the focus it shows what is typed, so a saved answer that the
 * server trimmed ("Hymer " -> "Hymer") does not swallow the space the seller just typed.
 */
export function FreeTextField(props: {
  label: string;
  value: AttributeValue | undefined;
  multiline: boolean;
  required: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  onInput: (value: string | null) => void;
  /** Leaving the field: the answer is checked as a whole (a VIN too short to be one shows its message now). */
  onCommit: (value: string | null) => void;
}) {
  const shown = typeof props.value === 'string' ? props.value : '';
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  const handlers = {
    value: text,
    'aria-required': props.required || undefined,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      props.onCommit(text || null);
    },
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      props.onInput(event.target.value || null);
    },
  };
  return (
    <FieldFrame label={props.label} error={props.error} hint={props.hint} className={props.multiline ? 'field--wide' : undefined}>
      {(control) => (props.multiline ? <textarea {...control} {...handlers} rows={7} maxLength={5000} /> : <input {...control} {...handlers} type="text" maxLength={200} />)}
    </FieldFrame>
  );
}

/** Month and year (a first registration): a value once both are chosen, none when both are emptied. */
export function MonthYearField(props: {
  label: string;
  value: AttributeValue | undefined;
  today: string;
  required: boolean;
  error?: string | undefined;
  onCommit: (value: string | null) => void;
}) {
  const { t, i18n } = useTranslation('editor');
  const id = useId();
  const text = useErrorText()(props.error);
  const stored = typeof props.value === 'string' ? props.value : '';
  // Half a choice (a month without a year) lives here only; a stored value replaces it.
  const [parts, setParts] = useState(() => monthParts(stored));
  useEffect(() => setParts(monthParts(stored)), [stored]);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1).padStart(2, '0'), label: format.format(Date.UTC(2000, index, 1)) }));
  }, [i18n.language]);
  const years = registrationYears(props.today).map((year) => ({ value: String(year), label: String(year) }));

  function change(part: 'month' | 'year', value: string) {
    const next = { ...parts, [part]: value };
    setParts(next);
    if (next.year && next.month) props.onCommit(`${next.year}-${next.month}-01`);
    else if (!next.year && !next.month) props.onCommit(null);
  }

  const common = { 'aria-invalid': text ? true : undefined, 'aria-required': props.required || undefined } as const;
  return (
    <fieldset className="field editor-month" role="group" aria-describedby={text ? `${id}-error` : undefined}>
      <legend>{props.label}</legend>
      <div className="editor-month__parts">
        <SelectField label={t('editor.month')} value={parts.month} onValue={(value) => change('month', value)} options={months} placeholder={t('editor.choose')} {...common} />
        <SelectField label={t('editor.year')} value={parts.year} onValue={(value) => change('year', value)} options={years} placeholder={t('editor.choose')} {...common} />
      </div>
      {text && (
        <p id={`${id}-error`} className="field-error">
          {text}
        </p>
      )}
    </fieldset>
  );
}
