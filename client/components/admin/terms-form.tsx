/**
 * The form that publishes a notice: a terms version (with its change summary) or a merchant popup. Start time in
 * Berlin time; German required, the other languages optional (they fall back to German); a preview of the German text.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../domain/locales.ts';
import { berlinInputValue, instantFromBerlinInput } from '../../../domain/operations/berlin-input.ts';
import { startsAtOnce, startToSend } from '../../../domain/operations/notice-texts.ts';
import { serverNow } from '../../hooks/use-server-time.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { draftTexts, emptyDraft, type NoticeDraft } from './terms-draft.ts';
import { TermsLocaleFields } from './terms-locale-fields.tsx';
import { TermsPreview } from './terms-preview.tsx';

export type NoticeKind = 'terms' | 'popups';

/** A start tomorrow at 00:00 Berlin time is the usual choice for terms; popups too. */
function tomorrowMidnight(): string {
  const tomorrow = berlinInputValue(serverNow() + 86_400_000);
  return `${tomorrow.slice(0, 10)}T00:00`;
}

export function TermsForm({ kind, onCreated }: { kind: NoticeKind; onCreated: () => void }) {
  const { t } = useTranslation('admin');
  const idPrefix = useId();
  const withChanges = kind === 'terms';
  const [validFrom, setValidFrom] = useState(tomorrowMidnight);
  const [draft, setDraft] = useState<NoticeDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [othersOpen, setOthersOpen] = useState(false);
  const start = instantFromBerlinInput(validFrom);
  const atOnce = start !== null && startsAtOnce(start, serverNow());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    if (start === null) {
      setErrors({ validFrom: t('content.form.invalidDate') });
      return;
    }
    setPending(true);
    try {
      // "At once" is sent as the moment of publishing: the minute entered may have passed while the texts were written.
      await api(`/admin/api/${kind}`, { method: 'POST', json: { validFrom: startToSend(start, serverNow()), ...draftTexts(draft, withChanges) } });
      setErrors({});
      setDraft(emptyDraft());
      setValidFrom(tomorrowMidnight());
      setMessage({ text: t(`content.form.created.${kind}`), error: false });
      onCreated();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) console.error('publishing failed', error);
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(fields);
      // A problem in another language must not hide in the folded part of the form.
      if (Object.keys(fields).some((name) => /^(title|changes|content)\.(?!de\b)/.test(name))) setOthersOpen(true);
      setMessage({ text: error instanceof ApiRequestError ? error.message : t('content.form.failed'), error: true });
    } finally {
      setPending(false);
    }
  }

  const dateError = errors.validFrom;
  return (
    <form className="console-form content-form" onSubmit={submit} noValidate>
      <div className="content-field">
        <label htmlFor={`${idPrefix}-valid-from`}>{t('content.form.validFrom')}</label>
        <input
          id={`${idPrefix}-valid-from`}
          type="datetime-local"
          value={validFrom}
          required
          aria-invalid={dateError ? true : undefined}
          aria-describedby={`${idPrefix}-valid-from-hint${dateError ? ` ${idPrefix}-valid-from-error` : ''}`}
          onChange={(event) => setValidFrom(event.target.value)}
        />
        <p className="content-field__hint" id={`${idPrefix}-valid-from-hint`}>
          {t('content.form.validFromHint')}
        </p>
        {dateError && (
          <p className="field-error" id={`${idPrefix}-valid-from-error`}>
            {dateError}
          </p>
        )}
      </div>
      {withChanges && atOnce && <p className="console-notice console-notice--info">{t('content.form.startsAtOnce')}</p>}
      <TermsLocaleFields idPrefix={idPrefix} locale="de" value={draft.de} withChanges={withChanges} errors={errors} onChange={(de) => setDraft({ ...draft, de })} />
      <details className="content-languages" open={othersOpen} onToggle={(event) => setOthersOpen(event.currentTarget.open)}>
        <summary>{t('content.form.otherLanguages')}</summary>
        <p className="content-field__hint">{t('content.form.fallbackNote')}</p>
        {LOCALES.filter((locale) => locale !== 'de').map((locale) => (
          <TermsLocaleFields
            key={locale}
            idPrefix={idPrefix}
            locale={locale}
            value={draft[locale]}
            withChanges={withChanges}
            errors={errors}
            onChange={(next) => setDraft({ ...draft, [locale]: next })}
          />
        ))}
      </details>
      <TermsPreview draft={draft.de} withChanges={withChanges} headingId={`${idPrefix}-preview`} />
      {message && (
        <p className={message.error ? 'console-notice' : 'console-notice console-notice--info'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="console-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('content.form.publishing') : t(`content.form.publish.${kind}`)}
        </button>
      </div>
    </form>
  );
}
