/**
 * The questions list with its forms (loaded on demand by ./product-questions.tsx): answered questions for everyone,
 * the dealer's own pending one with the waiting note, the ask form for approved dealers (checked with the server's
 * rules before sending) and, for the seller, an answer form under each unanswered question.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { formatDate } from '../../../domain/format.ts';
import {
  acceptsQuestions,
  ANSWER_MAX_LENGTH,
  checkAnswer,
  checkQuestion,
  type PublicQuestion,
  QUESTION_MAX_LENGTH,
  type QuestionsAnswer,
} from '../../../domain/messages/question-rules.ts';
import type { ProductDetail } from '../../../domain/product.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFieldChecks } from '../../hooks/use-field-checks.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { keys } from '../../pages/data-keys.ts';
import { FieldFrame } from '../forms/field-frame.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';

interface TextFormProps {
  label: string;
  hint?: string;
  max: number;
  submitLabel: string;
  /** A localized message when the text may not be sent, else null. */
  check: (text: string) => string | null;
  /** Sends the text; throws ApiRequestError on refusal. */
  send: (text: string) => Promise<void>;
  failed: string;
  field: 'question' | 'answer';
}

/** A labelled textarea with a character counter; the same rules as the server before sending, its message after. */
function TextForm({ label, hint, max, submitLabel, check, send, failed, field }: TextFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const checks = useFieldChecks({ [field]: text }, (values) => {
    const problem = check(values[field] ?? '');
    return { fields: problem ? { [field]: problem } : {}, hints: {} };
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    checks.attempt();
    if (check(text)) return;
    setPending(true);
    try {
      await send(text);
      setText('');
      checks.reset({ [field]: '' });
    } catch (caught) {
      const fieldMessage = caught instanceof ApiRequestError ? caught.fields[field] : undefined;
      if (fieldMessage) checks.refuse({ [field]: fieldMessage }, { [field]: text });
      // The spec's "could not be sent", with the server's reason when it gave one (e.g. a pending question).
      else setAlert(caught instanceof ApiRequestError && caught.status < 500 ? `${failed} ${caught.message}` : failed);
    } finally {
      setPending(false);
    }
  }

  const counter = t('questions.counter', { count: text.length, max });
  return (
    <form className="questions__form" onSubmit={onSubmit} noValidate>
      <FieldFrame label={label} error={checks.errors[field]} hint={hint ? `${hint} ${counter}` : counter}>
        {(control) => (
          <textarea {...control} rows={4} maxLength={max} value={text} onChange={(event) => setText(event.target.value)} onBlur={() => checks.leave(field)} />
        )}
      </FieldFrame>
      {alert && (
        <p className="notice notice--error" role="alert">
          {alert}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('questions.sending') : submitLabel}
      </button>
    </form>
  );
}

function QuestionItem({ item, onAnswer }: { item: PublicQuestion; onAnswer: (questionId: number, text: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <li className="questions__item">
      <p className="questions__meta">
        {t('questions.question')} · {t('questions.askedAt', { date: formatDate(item.askedAt) })}
        {item.mine && <span className="questions__tag">{t('questions.mine')}</span>}
        {item.canAnswer && <span className="questions__tag questions__tag--open">{t('questions.toAnswer')}</span>}
      </p>
      <p className="questions__text">{item.question}</p>
      {item.answer !== null ? (
        <div className="questions__answer">
          <p className="questions__meta">
            {t('questions.answer')}
            {item.answeredAt && ` · ${t('questions.answeredAt', { date: formatDate(item.answeredAt) })}`}
          </p>
          <p className="questions__text">{item.answer}</p>
        </div>
      ) : item.canAnswer ? (
        <TextForm
          field="answer"
          label={t('questions.answerField')}
          hint={t('questions.answerHint')}
          max={ANSWER_MAX_LENGTH}
          submitLabel={t('questions.answerSubmit')}
          check={(text) => {
            const problem = checkAnswer(text);
            return problem ? t(`errors.${problem}`) : null;
          }}
          send={(text) => onAnswer(item.questionId, text)}
          failed={t('questions.answerFailed')}
        />
      ) : (
        <p className="questions__meta">{t('questions.unanswered')}</p>
      )}
    </li>
  );
}

export default function QuestionsPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const path = `/public/product/${product.entityId}/questions`;
  const { data, error, mutate: reload } = useApi<QuestionsAnswer>(path);

  if (error) return <p className="notice notice--error">{t('questions.loadFailed')}</p>;
  if (!data) return <div className="questions__loading" aria-busy="true" />;

  async function ask(text: string) {
    await api(`/private/product/${product.entityId}/questions`, { method: 'POST', json: { question: text } });
    snackbar(t('questions.sent'), 'success');
    // The page's waitingForAnswer and this list both changed.
    await Promise.all([reload(), mutate(keys.product(String(product.entityId)))]);
  }

  async function answer(questionId: number, text: string) {
    await api(`/private/questions/${questionId}/answer`, { method: 'PUT', json: { answer: text } });
    snackbar(t('questions.answerSaved'), 'success');
    await reload();
  }

  const open = acceptsQuestions(product.status);
  return (
    <>
      {data.questions.length > 0 ? (
        <ul className="questions__list">
          {data.questions.map((item) => (
            <QuestionItem key={item.questionId} item={item} onAnswer={answer} />
          ))}
        </ul>
      ) : (
        <p className="questions__empty">{t('questions.empty')}</p>
      )}
      {data.waitingForAnswer ? (
        <p className="notice" role="status">
          {t('questions.waiting')}
        </p>
      ) : data.mayAsk ? (
        <TextForm
          field="question"
          label={t('questions.field')}
          max={QUESTION_MAX_LENGTH}
          submitLabel={t('questions.submit')}
          check={(text) => {
            const problem = checkQuestion(text);
            return problem ? t(`errors.${problem}`) : null;
          }}
          send={ask}
          failed={t('questions.sendFailed')}
        />
      ) : (
        open && !data.seller && <p className="questions__hint">{t('questions.dealersOnly')}</p>
      )}
    </>
  );
}
