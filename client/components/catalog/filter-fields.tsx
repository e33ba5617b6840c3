/** The filter panel's controls: option lists with counts, radio rows, and number inputs that apply on blur or Enter. */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { formatInteger } from '../../../domain/format.ts';
import { FieldFrame } from '../forms/field-frame.tsx';

export interface FilterOption {
  value: string;
  label: string;
  /** Matching vehicles with this option chosen (omitted: no count shown). */
  count?: number | undefined;
}

export function FilterGroup({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`filter-group${className ? ` ${className}` : ''}`}>
      <legend className="filter-group__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Count({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return <span className="filter-option__count">{formatInteger(count)}</span>;
}

/**
 * Check boxes for a multiple choice. An option nobody could match (count 0) is disabled unless it is chosen,
 * so it can still be unticked.
 */
export function CheckList(props: {
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  scroll?: boolean;
}) {
  // A scrolling list whose options are all disabled has nothing to focus: the list itself takes the focus then, so
  // a keyboard can still scroll it (WCAG 2.1.1).
  const nothingToFocus = props.options.every((option) => option.count === 0 && !props.selected.includes(option.value));
  return (
    <FilterGroup legend={props.legend}>
      <ul
        className={`filter-options${props.scroll ? ' filter-options--scroll' : ''}`}
        {...(props.scroll && nothingToFocus ? { tabIndex: 0, 'aria-label': props.legend } : {})}
      >
        {props.options.map((option) => {
          const checked = props.selected.includes(option.value);
          return (
            <li key={option.value}>
              <label className={`filter-option${option.count === 0 && !checked ? ' filter-option--empty' : ''}`}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={option.count === 0 && !checked}
                  onChange={(event) => props.onToggle(option.value, event.target.checked)}
                />
                <span className="filter-option__label">{option.label}</span>
                <Count count={option.count} />
              </label>
            </li>
          );
        })}
      </ul>
    </FilterGroup>
  );
}

/** A single choice shown as a row of pill buttons (real radio inputs, so arrow keys work). */
export function RadioRow(props: { legend: string; options: FilterOption[]; value: string; onChange: (value: string) => void }) {
  // Unique per panel: the sidebar and the drawer may both be mounted, and equal names would join their groups.
  const name = useId();
  return (
    <FilterGroup legend={props.legend}>
      <div className="filter-pills">
        {props.options.map((option) => (
          <label key={option.value} className={`filter-pill${props.value === option.value ? ' filter-pill--active' : ''}`}>
            <input type="radio" name={name} value={option.value} checked={props.value === option.value} onChange={() => props.onChange(option.value)} />
            <span>{option.label}</span>
            <Count count={option.count} />
          </label>
        ))}
      </div>
    </FilterGroup>
  );
}

interface CommitProps<T> {
  label: string;
  value: T | undefined;
  error?: string | undefined;
  /** A live hint for what is typed (e.g. kW shown in PS too). */
  hint?: (typed: T | undefined) => string | undefined;
  onCommit: (value: T | undefined) => void;
  onInvalid: () => void;
  className?: string;
}

/**
 * An input that applies on blur or Enter, never per keystroke (each apply is a new search). An empty field
 * clears the filter; read() gives null for text that is not a value.
 */
function CommitField<T extends string | number>(
  props: CommitProps<T> & { show: (value: T) => string; read: (draft: string) => T | null; inputMode: 'numeric' | 'text'; maxLength?: number },
) {
  const { value, show, read, onCommit, onInvalid } = props;
  const [draft, setDraft] = useState(value === undefined ? '' : show(value));
  // Follows the URL (a removed chip, reset, the back button).
  useEffect(() => setDraft(value === undefined ? '' : show(value)), [value, show]);

  function commit() {
    if (draft.trim() === '') {
      if (value !== undefined) onCommit(undefined);
      return;
    }
    const next = read(draft);
    if (next === null) onInvalid();
    else if (next !== value) onCommit(next);
    else setDraft(show(next));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  }

  return (
    <FieldFrame label={props.label} error={props.error} hint={props.hint?.(read(draft) ?? undefined)} className={props.className}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={props.inputMode}
          autoComplete="off"
          maxLength={props.maxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      )}
    </FieldFrame>
  );
}

/** Thousands separators and spaces are accepted ("50.000"). */
function readWholeNumber(draft: string): number | null {
  const digits = draft.replace(/[\s.,'’]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

export function NumberFilter(props: CommitProps<number>) {
  return <CommitField {...props} show={formatInteger} read={readWholeNumber} inputMode="numeric" maxLength={13} />;
}

const readZip = (draft: string): string | null => (/^[A-Za-z0-9 -]{3,10}$/.test(draft.trim()) ? draft.trim().toUpperCase() : null);
const showZip = (zip: string) => zip;

export function ZipFilter(props: CommitProps<string>) {
  return <CommitField {...props} show={showZip} read={readZip} inputMode="text" maxLength={10} />;
}
