/**
 * The seller's resubmit dialog (Radix, loaded on first use by ./seller-controls.tsx, opened by that click): a new round,
 * optionally with a lower price expectation at least 5 % below the previous minimum price.
 */
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxResubmitMinimum, parseAmount } from '../../../domain/auction/box-view.ts';
import { RESUBMIT_REDUCTION_PERCENT } from '../../../domain/auction/rules.ts';
import { TextField } from '../forms/text-field.tsx';
import { FormDialogContent } from '../ui/form-dialog.tsx';
import { UnitHint, useAmountText } from './money.tsx';
import { type AuctionModel, useBoxCommand } from './model.ts';
import { productPath } from './seller-controls.tsx';

export default function ResubmitDialog({ model }: { model: AuctionModel }) {
  const { t } = useTranslation();
  const command = useBoxCommand(model);
  const amountText = useAmountText(model.rule);
  const [open, setOpen] = useState(true);
  const [lower, setLower] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const previous = model.snapshot.context.minimumPrice;
  const ceiling = previous === null ? null : maxResubmitMinimum(previous);

  function onOpenChange(next: boolean) {
    if (command.pending) return;
    setOpen(next);
    if (!next) {
      setLower(false);
      setText('');
      setError(undefined);
      command.clearFailure();
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    let minimumPrice: number | undefined;
    if (lower && ceiling !== null) {
      const parsed = parseAmount(text, { min: 1, max: ceiling });
      if (!parsed.ok) {
        setError(parsed.error === 'required' ? 'validation.required' : parsed.error === 'max' ? t('auction.resubmit.tooHigh', { amount: amountText(ceiling) }) : t('auction.amount.integer'));
        return;
      }
      minimumPrice = parsed.amount;
    }
    setError(undefined);
    const answer = await command.run(productPath(model, 'resubmit'), 'POST', minimumPrice === undefined ? {} : { minimumPrice });
    if (answer) onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="button button--primary">{t('auction.resubmit.button')}</Dialog.Trigger>
      <FormDialogContent
        title={t('auction.resubmit.title')}
        description={t('auction.resubmit.text')}
        message={command.failure?.message ?? null}
        onSubmit={(event) => void onSubmit(event)}
        pending={command.pending}
        cancelLabel={t('auction.cancel')}
        submitLabel={command.pending ? t('auction.sending') : t('auction.resubmit.confirm')}
      >
        {previous !== null && ceiling !== null && (
          <>
            <label className="checkbox">
              <input type="checkbox" checked={lower} onChange={(event) => setLower(event.target.checked)} />
              <span>{t('auction.resubmit.lower', { amount: amountText(previous) })}</span>
            </label>
            {lower && (
              <>
                <TextField
                  label={t('auction.resubmit.label')}
                  value={text}
                  onValue={setText}
                  error={error}
                  hint={t('auction.resubmit.hint', { amount: amountText(ceiling), percent: RESUBMIT_REDUCTION_PERCENT })}
                  inputMode="numeric"
                  autoComplete="off"
                />
                <UnitHint id="resubmit-unit" rule={model.rule} amount={null} />
              </>
            )}
          </>
        )}
      </FormDialogContent>
    </Dialog.Root>
  );
}
