/** The labelled input for a six-digit authenticator code or a recovery code, with its hint and inline error. */
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api.ts';

interface CodeFieldProps {
  id: string;
  kind: 'code' | 'recovery';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}

export function SecondFactorCodeField({ id, kind, value, onChange, error, autoFocus }: CodeFieldProps) {
  const { t } = useTranslation('admin');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isCode = kind === 'code';
  return (
    <div className="second-factor__field">
      <label htmlFor={id}>{isCode ? t('second-factor.code.label') : t('second-factor.verify.recoveryLabel')}</label>
      <input
        id={id}
        name={isCode ? 'code' : 'recoveryCode'}
        className={isCode ? 'second-factor__code' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={isCode ? 'numeric' : 'text'}
        autoComplete={isCode ? 'one-time-code' : 'off'}
        autoCapitalize="off"
        spellCheck={false}
        pattern={isCode ? '[0-9 ]*' : undefined}
        maxLength={isCode ? 7 : 32}
        required
        // Moving focus into the form is what the operator expects after choosing a step; it is never a surprise jump.
        autoFocus={autoFocus}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
      <p id={hintId} className="second-factor__hint">
        {isCode ? t('second-factor.code.hint') : t('second-factor.verify.recoveryHint')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="console-notice">
          {error}
        </p>
      )}
    </div>
  );
}

/** The text to show for a refused call: the field's message for bad input, else the server's localized message. */
export function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.fields.code ?? error.fields.recoveryCode ?? error.message;
  return fallback;
}
