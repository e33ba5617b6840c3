/**
 * An amount entered in whole euros, checked in the browser, confirmed in a dialog and sent as one command: the
 * shared form of bids, agent limits, late offers and counter offers.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AmountBounds, parseAmount } from '../../../domain/auction/box-view.ts';
import type { PriceRule } from '../../../domain/pricing.ts';
import type { AuctionCommand, CommandAnswer } from '../../hooks/use-auction-command.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { UnitHint, useAmountText } from './money.tsx';

export interface AmountFormProps {
  label: string;
  /** The suggested amount (e.g. the minimum next bid); follows live changes until the user types. */
  suggested: number | null;
  bounds: AmountBounds;
  rule: PriceRule;
  /** Extra line under the field, e.g. "Minimum bid: …". */
  hint?: string | undefined;
  submitLabel: string;
  command: AuctionCommand;
  confirm: (amount: number) => { title: string; text: ReactNode; confirmLabel: string };
  send: (amount: number) => Promise<CommandAnswer | null>;
  /** The success line after the command went through. */
  done: (amount: number, answer: CommandAnswer) => string;
  /** Called when a valid amount goes to the confirmation step (e.g. to log that a bid was started). */
  onStart?: () => void;
  /** Extra buttons beside submit (e.g. "remove agent"). */
  children?: ReactNode;
  className?: string;
}

export function AmountForm(props: AmountFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const amountText = useAmountText(props.rule);
  const [text, setText] = useState(props.suggested === null ? '' : String(props.suggested));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { command } = props;

  useEffect(() => {
    if (!dirty) setText(props.suggested === null ? '' : String(props.suggested));
  }, [props.suggested, dirty]);

  const parsed = parseAmount(text, props.bounds);
  const typed = parsed.ok ? parsed.amount : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    command.clearFailure();
    if (!parsed.ok) {
      const { min, max } = props.bounds;
      const amount = parsed.error === 'min' ? amountText(min) : parsed.error === 'max' && max !== null ? amountText(max) : '';
      setError(parsed.error === 'required' ? t('validation.required') : t(`auction.amount.${parsed.error}`, { amount }));
      return;
    }
    setError(null);
    setConfirming(parsed.amount);
    props.onStart?.();
  }

  async function onConfirm() {
    if (confirming === null) return;
    const amount = confirming;
    const answer = await props.send(amount);
    if (!answer) return;
    setConfirming(null);
    setDirty(false);
    setSuccess(props.done(amount, answer));
  }

  const dialog = confirming === null ? null : props.confirm(confirming);
  const describedBy = [`${id}-unit`, props.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form className={`auction-form${props.className ? ` ${props.className}` : ''}`} onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={id}>{props.label}</label>
        <div className="auction-form__row">
          <span className="auction-form__input">
            <input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setText(event.target.value);
                setDirty(true);
                setError(null);
              }}
            />
            <span className="auction-form__currency" aria-hidden="true">
              €
            </span>
          </span>
          <button type="submit" className="button button--primary auction-form__submit" disabled={command.pending}>
            {props.submitLabel}
          </button>
        </div>
        {props.hint && (
          <p id={`${id}-hint`} className="field-hint">
            {props.hint}
          </p>
        )}
        <UnitHint id={`${id}-unit`} rule={props.rule} amount={typed} />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      {props.children}
      <p className="auction-form__done" role="status">
        {success}
      </p>
      {dialog && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) {
              setConfirming(null);
              command.clearFailure();
            }
          }}
          title={dialog.title}
          text={dialog.text}
          confirmLabel={dialog.confirmLabel}
          onConfirm={() => void onConfirm()}
          pending={command.pending}
          error={command.failure?.message ?? null}
        />
      )}
    </form>
  );
}
