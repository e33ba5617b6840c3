/**
 * The catalogue's search box: free text (`q`) with make and model suggestions as the visitor types, following the
 * WAI-ARIA combobox pattern (an input with a listbox popup, the active option by aria-activedescendant). Arrow
 * keys move through the suggestions, Enter picks one or searches the text, Escape closes the list, then clears.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { MAX_QUERY_LENGTH } from '../../../domain/catalog-filters.ts';
import { MIN_SUGGEST_LENGTH } from '../../../domain/catalog-suggest.ts';
import { formatInteger } from '../../../domain/format.ts';
import type { FilterPatch } from './use-catalog-filters.ts';

export interface Suggestion {
  kind: 'make' | 'model';
  make: string;
  model?: string;
  label: string;
  count: number;
}

/** Waits until typing pauses, so a fast typist sends one request, not one per key. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** A picked make sets the make filter; a picked model sets its make and searches the model's name. */
export function suggestionPatch(suggestion: Suggestion): FilterPatch {
  return { makes: [suggestion.make], q: suggestion.model };
}

export function SearchBox({ q, onChange }: { q: string | undefined; onChange: (patch: FilterPatch) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(q ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The URL is the truth: a removed chip or a reset empties the box.
  useEffect(() => setText(q ?? ''), [q]);
  const typed = useDebounced(text.trim());
  const key = open && typed.length >= MIN_SUGGEST_LENGTH ? `/public/catalog/suggest?q=${encodeURIComponent(typed)}` : null;
  const { data } = useSWR<{ suggestions: Suggestion[] }>(key, { keepPreviousData: true });
  const suggestions = key && data ? data.suggestions : [];
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(suggestion: Suggestion) {
    setOpen(false);
    setActive(-1);
    setText(suggestion.model ?? '');
    onChange(suggestionPatch(suggestion));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setOpen(false);
    onChange({ q: text.trim() || undefined });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus returns to the text (-1), as the pattern describes.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  }

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={`${id}-input`} className="search-box__label">
        {t('catalogFilters.search.label')}
      </label>
      <div className="search-box__field">
        <input
          id={`${id}-input`}
          className="search-box__input"
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={t('catalogFilters.search.suggestions')} className="search-box__list" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.make}-${suggestion.model ?? ''}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`search-box__option${index === active ? ' search-box__option--active' : ''}`}
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className="search-box__option-label">{suggestion.label}</span>
              <span className="search-box__option-meta">
                {suggestion.kind === 'make' ? t('catalogFilters.make') : t('catalogFilters.search.model')} · {formatInteger(suggestion.count)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="button button--primary search-box__submit">
        {t('catalogFilters.search.submit')}
      </button>
    </form>
  );
}
