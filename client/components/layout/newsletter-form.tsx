/** Footer newsletter signup: e-mail checked on interaction, stored by the API, result shown in the snackbar. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldChecks } from '../../hooks/use-field-checks.ts';
import { lazyCheck, useFormPost } from '../../hooks/use-form-post.ts';
import { useErrorText } from '../forms/field-frame.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

/** The schema with zod loads on first use (focus or submit): the form is on every page, but rarely used. */
const { check, load, report } = lazyCheck(() => import('../../../domain/validation/forms.ts').then((module) => module.newsletterSchema), ['email']);

export function NewsletterForm() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const id = useId();
  const [email, setEmail] = useState('');
  const { submit, pending } = useFormPost(check, '/public/newsletter/subscribe');
  const checks = useFieldChecks({ email }, report, load);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const sent = { email };
    const result = await submit(sent);
    if (result.ok) {
      setEmail('');
      checks.reset({ email: '' });
      snackbar(t('footer.newsletter.success'), 'success');
    } else {
      checks.refuse(result.fields, sent);
      snackbar(t('footer.newsletter.error'), 'error');
    }
  }

  const error = errorText(checks.errors.email);
  const hint = errorText(checks.hints.email);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <form className="newsletter" onSubmit={onSubmit} onFocus={checks.preload} noValidate>
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
          onBlur={() => checks.leave('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="button button--accent" disabled={pending}>
          {t('footer.newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </form>
  );
}
