/** Footer newsletter signup: validated e-mail, stored by the API, result shown in the snackbar. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyCheck, useFormPost } from '../../hooks/use-form-post.ts';
import { useErrorText } from '../forms/field-frame.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

/** The schema with zod loads on first use (focus or submit): the form is on every page, but rarely used. */
const { check, preload } = lazyCheck(() => import('../../../domain/validation/forms.ts').then((module) => module.newsletterSchema));

export function NewsletterForm() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const id = useId();
  const [email, setEmail] = useState('');
  const { submit, errors, pending } = useFormPost(check, '/public/newsletter/subscribe');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if ((await submit({ email })).ok) {
      setEmail('');
      snackbar(t('footer.newsletter.success'), 'success');
    } else {
      snackbar(t('footer.newsletter.error'), 'error');
    }
  }

  const error = errors.email;
  return (
    <form className="newsletter" onSubmit={onSubmit} onFocus={preload} noValidate>
      <label htmlFor={id} className="newsletter__label">
        {t('footer.newsletter.label')}
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--accent" disabled={pending}>
          {t('footer.newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {errorText(error)}
        </p>
      )}
    </form>
  );
}
