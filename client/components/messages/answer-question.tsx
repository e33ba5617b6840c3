/** The seller's answer to a dealer's question, in place in the thread (PUT /private/questions/{id}/answer). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX_LENGTH } from '../../../domain/messages/question-rules.ts';
import { useFieldChecks } from '../../hooks/use-field-checks.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { FieldFrame } from '../forms/field-frame.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

export function AnswerQuestion({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const snackbar = useSnackbar();
  const [answer, setAnswer] = useState('');
  const [pending, setPending] = useState(false);
  const checks = useFieldChecks({ answer }, (values) => {
    const fields: Record<string, string> = values.answer.trim() ? {} : { answer: t('answer.required') };
    return { fields, hints: {} };
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    checks.attempt();
    const text = answer.trim();
    if (!text) return;
    setPending(true);
    try {
      await api(`/private/questions/${questionId}/answer`, { method: 'PUT', json: { answer: text } });
      setAnswer('');
      checks.reset({ answer: '' });
      snackbar(t('answer.sent'), 'success');
      onDone();
    } catch (caught) {
      // The server's refusal (contact details, too long, already answered) comes localized.
      checks.refuse(
        { answer: caught instanceof ApiRequestError ? (caught.fields.answer ?? caught.message) : t('errors.internal', { ns: 'translation' }) },
        { answer },
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="message-action message-answer" onSubmit={onSubmit} noValidate>
      <FieldFrame label={t('answer.label')} error={checks.errors.answer} hint={t('answer.hint', { max: ANSWER_MAX_LENGTH })}>
        {(control) => <textarea {...control} rows={4} value={answer} maxLength={ANSWER_MAX_LENGTH} onChange={(event) => setAnswer(event.target.value)} onBlur={() => checks.leave('answer')} />}
      </FieldFrame>
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
        {pending ? t('answer.sending') : t('answer.submit')}
      </button>
    </form>
  );
}
