/** The console's chats (local chat adapter): recent conversations with their messages, and an answer box for each. */
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import { ReviewOutcomeNotice } from './review-outcome.tsx';
import { useReviewAction } from './use-review-action.ts';

interface Conversation {
  id: number;
  name: string;
  locale: string;
  lastMessageAt: number;
  awaitingAnswer: boolean;
  messages: { id: string; from: 'visitor' | 'operator'; text: string; at: number }[];
}

/** New visitor messages show up while the operator has the page open. */
const REFRESH_MS = 10_000;

export function ChatPanel() {
  const { t } = useTranslation('admin');
  const { data, mutate } = useSWR<{ local: boolean; conversations: Conversation[] }>('/admin/api/chats', { refreshInterval: REFRESH_MS });
  const { busy, outcome, run } = useReviewAction(mutate);
  // With a chat provider, operators answer in its own inbox: nothing to show here.
  if (!data?.local) return null;
  return (
    <section className="chat-panel" aria-labelledby="console-chats">
      <h2 id="console-chats">{t('contacts.chat.title')}</h2>
      <ReviewOutcomeNotice outcome={outcome} />
      {data.conversations.length === 0 && <p>{t('contacts.chat.empty')}</p>}
      {data.conversations.map((conversation) => (
        <ChatConversation key={conversation.id} conversation={conversation} busy={busy} run={run} />
      ))}
    </section>
  );
}

function ChatConversation({ conversation, busy, run }: { conversation: Conversation; busy: boolean; run: (path: string, json: unknown, success: string) => Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const fieldId = `chat-answer-${conversation.id}`;

  async function answer(event: FormEvent) {
    event.preventDefault();
    if (await run(`/admin/api/chats/${conversation.id}/messages`, { text }, t('contacts.chat.sent', { name: conversation.name }))) setText('');
  }

  return (
    <article className="chat-panel__conversation">
      <h3>
        {conversation.name} <span className="chat-panel__meta">({conversation.locale.toUpperCase()})</span>{' '}
        {conversation.awaitingAnswer && <span className="console-pill console-pill--warn">{t('contacts.chat.awaiting')}</span>}
      </h3>
      <ol className="chat-panel__messages">
        {conversation.messages.map((message) => (
          <li key={message.id} className={`chat-panel__message chat-panel__message--${message.from}`}>
            <span className="chat-panel__meta">
              {message.from === 'visitor' ? conversation.name : t('contacts.chat.operator')} · {formatDateTime(message.at)}
            </span>
            <span className="chat-panel__text">{message.text}</span>
          </li>
        ))}
      </ol>
      <form className="chat-panel__form" onSubmit={(event) => void answer(event)}>
        <label htmlFor={fieldId}>{t('contacts.chat.answerLabel', { name: conversation.name })}</label>
        <textarea id={fieldId} rows={2} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button button--primary" disabled={busy || text.trim() === ''}>
          {t('contacts.chat.send')}
        </button>
      </form>
    </article>
  );
}
