/**
 * The operator's confirmation of a valuation's range: starts with the automatic range (empty with too few
 * comparables), checks low ≤ high before sending, shows the server's field errors at their fields, and on success
 * returns to the queue. Another operator's quicker decision (409) reloads the valuation with the console's notice.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revalidatePrefix } from '../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { addressOf, mayFollowUp } from '../../lib/follow-up.ts';
import { useRouter } from '../../router.tsx';

const NOTE_MAX = 2000;
const PRICE_MAX = 1_000_000;

type Field = 'low' | 'high' | 'note';

interface Props {
  id: number;
  updatedAt: string;
  suggested: { low: number; high: number } | null;
  reload: () => unknown;
}

export function ValuationConfirmForm({ id, updatedAt, suggested, reload }: Props) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const [low, setLow] = useState(suggested ? String(suggested.low) : '');
  const [high, setHigh] = useState(suggested ? String(suggested.high) : '');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { low: useId(), high: useId(), note: useId(), hint: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const lowValue = Number(low);
    const highValue = Number(high);
    if (low && high && lowValue > highValue) {
      setErrors({ high: t('valuations.confirm.order') });
      return;
    }
    setErrors({});
    setBusy(true);
    const startedOn = addressOf(window.location);
    try {
      await api(`/admin/api/valuations/${id}/confirm`, { method: 'POST', json: { low: lowValue, high: highValue, note: note.trim() || null, updatedAt } });
      await revalidatePrefix('/admin/api/valuations');
      // Back to the list, unless the operator opened another page while the list reloaded.
      if (mayFollowUp(startedOn, window.location)) router.navigate(router.href('admin-section', { section: 'valuations' }, { confirmed: '1' }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setFailure(t('console.conflict'));
        await reload();
      } else if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setErrors({ low: error.fields.low, high: error.fields.high, note: error.fields.note });
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const described = (field: Field, extra?: string) => [errors[field] ? `${ids[field]}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  /** The low or high end of the range: a whole euro amount, required. */
  const priceField = (field: 'low' | 'high', value: string, change: (value: string) => void, hint?: string) => (
    <>
      <label htmlFor={ids[field]}>{t(`valuations.confirm.${field}`)}</label>
      <input
        id={ids[field]}
        type="number"
        inputMode="numeric"
        min={1}
        max={PRICE_MAX}
        step={1}
        required
        value={value}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field, hint)}
        onChange={(event) => change(event.target.value)}
      />
      {fieldError(field)}
    </>
  );

  return (
    <section className="console-panel" aria-labelledby="valuation-confirm">
      <h2 id="valuation-confirm">{t('valuations.confirm.heading')}</h2>
      <p id={ids.hint}>{suggested ? t('valuations.confirm.hintPrefilled') : t('valuations.confirm.hintTooFew')}</p>
      {failure && (
        <p className="console-notice" role="alert">
          {failure}
        </p>
      )}
      <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
        {priceField('low', low, setLow, ids.hint)}
        {priceField('high', high, setHigh)}
        <label htmlFor={ids.note}>{t('valuations.confirm.note')}</label>
        <textarea
          id={ids.note}
          rows={4}
          maxLength={NOTE_MAX}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={described('note', `${ids.note}-hint`)}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${ids.note}-hint`}>{t('valuations.confirm.noteHint')}</p>
        {fieldError('note')}
        <div className="console-actions">
          <button type="submit" className="button button--primary" disabled={busy || !low || !high}>
            {t('valuations.confirm.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
