/** A one-of choice as large cards: real radio inputs in a fieldset whose legend is the question (the page heading). */
import { type ReactNode, useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  text?: string;
  icon?: ReactNode;
  /** Shown but not choosable; `text` then says why. */
  disabled?: boolean;
}

export function ChoiceCards<T extends string>(props: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** A localized message (e.g. "please choose"), shown under the cards. */
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="choice-cards" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="choice-cards__legend">{props.legend}</legend>
      <div className="choice-cards__list">
        {props.choices.map((choice) => (
          <label key={choice.value} className={`choice-card${choice.disabled ? ' choice-card--disabled' : ''}`}>
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={props.value === choice.value}
              disabled={choice.disabled}
              onChange={() => props.onChange(choice.value)}
              className="choice-card__input"
            />
            {choice.icon && (
              <span className="choice-card__icon" aria-hidden="true">
                {choice.icon}
              </span>
            )}
            <span className="choice-card__body">
              <span className="choice-card__label">{choice.label}</span>
              {choice.text && <span className="choice-card__text">{choice.text}</span>}
            </span>
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="field-error choice-cards__error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
