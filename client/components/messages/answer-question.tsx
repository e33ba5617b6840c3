/** The seller's answer to a dealer's question, in place in the thread (PUT /private/questions/{id}/answer). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX_LENGTH } from '../../../domain/messages/question-rules.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { FieldFrame } from '../forms/field-frame.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

export function AnswerQuestion({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const snackbar = useSnackbar();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = answer.trim();
    if (!text) return setError(t('answer.required'));
    setError(undefined);
    setPending(true);
    try {
      await api(`/private/questions/${questionId}/answer`, { method: 'PUT', json: { answer: text } });
      setAnswer('');
      snackbar(t('answer.sent'), 'success');
      onDone();
    } catch (caught) {
      // The server's refusal (contact details, too long, already answered) comes localized.
      setError(caught instanceof ApiRequestError ? (caught.fields.answer ?? caught.message) : t('errors.internal', { ns: 'translation' }));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="message-action message-answer" onSubmit={onSubmit} noValidate>
      <FieldFrame label={t('answer.label')} error={error} hint={t('answer.hint', { max: ANSWER_MAX_LENGTH })}>
        {(control) => <textarea {...control} rows={4} value={answer} maxLength={ANSWER_MAX_LENGTH} onChange={(event) => setAnswer(event.target.value)} />}
      </FieldFrame>
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
        {pending ? t('answer.sending') : t('answer.submit')}
      </button>
    </form>
  );
}
