/** The contact form: name, surname, e-mail, phone and question; validated like the API and confirmed on success. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldChecks } from '../hooks/use-field-checks.ts';
import { lazyCheck, useFormPost } from '../hooks/use-form-post.ts';
import { FieldFrame } from './forms/field-frame.tsx';
import { useSnackbar } from './ui/snackbar.tsx';

const FIELDS = ['name', 'surname', 'email', 'phone', 'question'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', surname: '', email: '', phone: '', question: '' };
/** The schema with zod loads on first use (focus or submit), so the content pages' first load goes without zod. */
const { check, load, report } = lazyCheck(() => import('../../domain/validation/forms.ts').then((module) => module.contactSchema), ['email']);

export function ContactForm() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const { submit, pending } = useFormPost(check, '/public/contact');
  const checks = useFieldChecks(values, report, load);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const sent = values;
    const result = await submit(sent);
    if (result.ok) {
      setValues(EMPTY);
      checks.reset(EMPTY);
      setSent(true);
    } else if (Object.keys(result.fields).length === 0) {
      snackbar(t('contact.error'), 'error');
    } else {
      checks.refuse(result.fields, sent);
    }
  }

  if (sent) {
    return (
      <div className="notice notice--success" role="status">
        {t('contact.success')}
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} onFocus={checks.preload} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contact.formTitle')}</h2>
      <div className="form__row">
        {FIELDS.map((field) => {
          const common = {
            name: field,
            value: values[field],
            onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
            onBlur: () => checks.leave(field),
          };
          return (
            <FieldFrame
              key={field}
              label={t(`contact.${field}`)}
              error={checks.errors[field]}
              hint={checks.hints[field]}
              className={field === 'question' ? 'field--wide' : undefined}>
              {(control) =>
                field === 'question' ? (
                  <textarea rows={6} {...control} {...common} />
                ) : (
                  <input
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    autoComplete={{ name: 'given-name', surname: 'family-name', email: 'email', phone: 'tel' }[field]}
                    {...control}
                    {...common}
                  />
                )
              }
            </FieldFrame>
          );
        })}
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
