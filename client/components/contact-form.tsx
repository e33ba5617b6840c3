/** The contact form: name, surname, e-mail, phone and question; validated like the API and confirmed on success. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSchema } from '../../domain/validation/forms.ts';
import { useFormSubmit } from '../hooks/use-form-submit.ts';
import { useSnackbar } from './ui/snackbar.tsx';

const FIELDS = ['name', 'surname', 'email', 'phone', 'question'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', surname: '', email: '', phone: '', question: '' };

export function ContactForm() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const { submit, errors, pending } = useFormSubmit(contactSchema, '/public/contact');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit(values);
    if (result.ok) {
      setValues(EMPTY);
      setSent(true);
    } else if (Object.keys(result.fields).length === 0) {
      snackbar(t('contact.error'), 'error');
    }
  }

  if (sent) {
    return (
      <div className="notice notice--success" role="status">
        {t('contact.success')}
      </div>
    );
  }

  const message = (field: Field) => {
    const error = errors[field];
    return error ? (error.startsWith('validation.') ? t(error) : error) : undefined;
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contact.formTitle')}</h2>
      <div className="form__row">
        {FIELDS.map((field) => {
          const error = message(field);
          const inputId = `${id}-${field}`;
          const common = {
            id: inputId,
            name: field,
            value: values[field],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${inputId}-error` : undefined,
            onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
          };
          return (
            <div key={field} className={`field${field === 'question' ? ' field--wide' : ''}`}>
              <label htmlFor={inputId}>{t(`contact.${field}`)}</label>
              {field === 'question' ? (
                <textarea rows={6} {...common} />
              ) : (
                <input
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={{ name: 'given-name', surname: 'family-name', email: 'email', phone: 'tel' }[field]}
                  {...common}
                />
              )}
              {error && (
                <p id={`${inputId}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
