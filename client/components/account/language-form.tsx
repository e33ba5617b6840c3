/** Settings: the customer's language (e-mails and pages); a change reloads this page in the new language. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../../../domain/alternates.ts';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../domain/locales.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { PrivateCustomer } from '../../pages/account/customer.ts';
import { useRouter } from '../../router.tsx';
import { useUrlContext } from '../../shell-context.tsx';
import { rememberLocale } from '../layout/language-switcher.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { SelectField } from './select-field.tsx';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }));

export function LanguageForm({ data, onSaved }: { data: PrivateCustomer; onSaved: (next: PrivateCustomer) => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const router = useRouter();
  const ctx = useUrlContext();
  const stored = data.customer.languageSetting;
  const [language, setLanguage] = useState<Locale>(isLocale(stored) ? stored : router.locale);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    try {
      const saved = await api<PrivateCustomer>('/private/customer/update-language-setting', { method: 'PUT', json: { languageSetting: language } });
      rememberLocale(language);
      if (language !== router.locale) {
        // A full load, so texts, the document language and the URL all switch to the new locale.
        window.location.assign(absoluteUrl(ctx, 'account-settings', language));
        return;
      }
      onSaved(saved);
      snackbar(t('settings.language.saved'), 'success');
      setPending(false);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? (caught.fields.languageSetting ?? caught.message) : t('errors.internal'));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="panel__form panel__form--inline">
      <SelectField
        label={t('settings.language.label')}
        value={language}
        onValue={(value) => isLocale(value) && setLanguage(value)}
        options={OPTIONS}
        error={error}
        hint={t('settings.language.hint')}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('settings.saving') : t('settings.language.submit')}
      </button>
    </form>
  );
}
