/** One locale's texts of a notice form: title, change summary (terms only) and content, each with its label and error. */
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, type Locale } from '../../../domain/locales.ts';
import { fieldMessage, type LocaleDraft } from './terms-draft.ts';

interface Props {
  idPrefix: string;
  locale: Locale;
  value: LocaleDraft;
  withChanges: boolean;
  errors: Record<string, string>;
  onChange: (next: LocaleDraft) => void;
}

export function TermsLocaleFields({ idPrefix, locale, value, withChanges, errors, onChange }: Props) {
  const { t } = useTranslation('admin');
  const required = locale === 'de';
  const id = (field: string) => `${idPrefix}-${locale}-${field}`;
  const field = (name: keyof LocaleDraft, label: string, hint: string | null, multiline: boolean) => {
    const message = fieldMessage(errors, name, locale);
    const described = [hint ? id(`${name}-hint`) : null, message ? id(`${name}-error`) : null].filter(Boolean).join(' ') || undefined;
    const common = {
      id: id(name),
      lang: locale,
      value: value[name],
      required,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': described,
    };
    return (
      <div className="content-field">
        <label htmlFor={id(name)}>
          {label}
          {required ? ` (${t('content.form.required')})` : ''}
        </label>
        {multiline ? (
          <textarea {...common} rows={name === 'content' ? 8 : 3} onChange={(event) => onChange({ ...value, [name]: event.target.value })} />
        ) : (
          <input {...common} type="text" maxLength={200} onChange={(event) => onChange({ ...value, [name]: event.target.value })} />
        )}
        {hint && (
          <p className="content-field__hint" id={id(`${name}-hint`)}>
            {hint}
          </p>
        )}
        {message && (
          <p className="field-error" id={id(`${name}-error`)}>
            {message}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="content-locale">
      <legend>{LOCALE_NAMES[locale]}</legend>
      {field('title', t('content.form.title'), null, false)}
      {withChanges && field('changes', t('content.form.changes'), t('content.form.changesHint'), true)}
      {field('content', t('content.form.content'), t('content.form.contentHint'), true)}
    </fieldset>
  );
}
