/** The callback request: name, phone, time window, topic, optional ad number and note, and consent to be called. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLBACK_TOPICS, CALLBACK_WINDOWS } from '../../domain/validation/callback-options.ts';
import { useFieldChecks } from '../hooks/use-field-checks.ts';
import { lazyCheck, useFormPost } from '../hooks/use-form-post.ts';
import { SelectField } from './account/select-field.tsx';
import { useErrorText } from './forms/field-frame.tsx';
import { TextField } from './forms/text-field.tsx';
import { useSnackbar } from './ui/snackbar.tsx';

/** The element id the sell funnel's help link points at (contact page, #callback). */
export const CALLBACK_ANCHOR = 'callback';

const EMPTY = { name: '', phone: '', window: 'anytime', topic: 'selling', adId: '', note: '' };
/** zod and the schema load on first use (focus or submit); fields are checked once left, as in the contact form. */
const { check, load, report } = lazyCheck(() => import('../../domain/validation/callback.ts').then((module) => module.callbackSchema));

export function CallbackForm() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState<{ name: string; phone: string } | null>(null);
  const { submit, pending } = useFormPost(check, '/public/callback');
  const request = { ...values, consent };
  const checks = useFieldChecks(request, report, load);
  const errors = checks.errors;
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const result = await submit(request);
    if (result.ok) {
      setSent({ name: values.name.trim(), phone: values.phone.trim() });
      setValues(EMPTY);
      setConsent(false);
      checks.reset({ ...EMPTY, consent: false });
    } else if (Object.keys(result.fields).length === 0) {
      snackbar(t('callback.error'), 'error');
    } else {
      checks.refuse(result.fields, request);
    }
  }

  return (
    <section id={CALLBACK_ANCHOR} className="form callback" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('callback.title')}</h2>
      {sent ? (
        <div className="notice notice--success" role="status">
          {t('callback.success', sent)}
        </div>
      ) : (
        <form onSubmit={onSubmit} onFocus={checks.preload} noValidate aria-labelledby={`${id}-title`}>
          <p>{t('callback.intro')}</p>
          <div className="form__row">
            <TextField label={t('callback.name')} autoComplete="name" value={values.name} onValue={set('name')} {...checks.field('name')} aria-required />
            <TextField label={t('callback.phone')} type="tel" autoComplete="tel" value={values.phone} onValue={set('phone')} {...checks.field('phone')} aria-required />
            <SelectField
              label={t('callback.window')}
              value={values.window}
              onValue={set('window')}
              options={CALLBACK_WINDOWS.map((value) => ({ value, label: t(`callback.windows.${value}`) }))}
              {...checks.field('window')}
            />
            <SelectField
              label={t('callback.topic')}
              value={values.topic}
              onValue={set('topic')}
              options={CALLBACK_TOPICS.map((value) => ({ value, label: t(`callback.topics.${value}`) }))}
              {...checks.field('topic')}
            />
            <TextField label={t('callback.adId')} inputMode="numeric" value={values.adId} onValue={set('adId')} {...checks.field('adId')} />
            <TextField label={t('callback.note')} className="field--wide" value={values.note} onValue={set('note')} {...checks.field('note')} />
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              onBlur={() => checks.leave('consent')}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            />
            <span>{t('callback.consent')}</span>
          </label>
          {errors.consent && (
            <p className="field-error" id={`${id}-consent-error`}>
              {errorText(errors.consent)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('callback.sending') : t('callback.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
