/** A funnel page's question: the heading as legend, the choice cards, an optional note and the continue button. */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Choice, ChoiceCards } from './choice-cards.tsx';

export function ChoiceStep<T extends string>(props: {
  title: string;
  intro?: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  onSubmit: (value: T) => void;
  submitLabel?: string;
  pending?: boolean;
  /** Shown between the cards and the button (e.g. what the chosen option means). */
  children?: ReactNode;
  /** Moves focus to the heading on mount, when the question replaces something the seller was reading. */
  focusTitle?: boolean;
}) {
  const { t } = useTranslation('editor');
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusTitle = props.focusTitle === true;
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.pending) return;
    if (props.value === null) {
      setError(t('funnel.chooseOne'));
      // The first choosable card takes focus, so keyboard users land where the answer is missing.
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
      return;
    }
    props.onSubmit(props.value);
  }

  return (
    <form ref={form} className="funnel-form" onSubmit={submit} noValidate>
      <ChoiceCards
        name={props.name}
        legend={
          <>
            <h1 className="funnel__title" tabIndex={-1} ref={heading}>
              {props.title}
            </h1>
            {props.intro && <span className="funnel__intro">{props.intro}</span>}
          </>
        }
        choices={props.choices}
        value={props.value}
        onChange={(value) => {
          setError(undefined);
          props.onChange(value);
        }}
        error={error}
      />
      {props.children}
      <div className="funnel__actions">
        {/* aria-disabled, not disabled: the focused button must keep focus while the request runs. */}
        <button type="submit" className="button button--primary button--large" aria-disabled={props.pending || undefined}>
          {props.submitLabel ?? t('funnel.continue')}
        </button>
      </div>
    </form>
  );
}
