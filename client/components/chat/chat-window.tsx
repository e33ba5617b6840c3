/**
 * The visitor's chat: name and first message open a conversation; then its messages (read every few seconds while
 * open) and a field to write more. The conversation and its token live in sessionStorage, so a reload keeps it.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { useSnackbar } from '../ui/snackbar.tsx';

interface Message {
  id: string;
  from: 'visitor' | 'operator';
  text: string;
}
interface Session {
  conversation: string;
  token: string;
}

const STORAGE_KEY = 'cm24-chat';
/** How often an open chat asks for answers; a visitor waits for a person, not for a stock ticker. */
const READ_EVERY_MS = 5_000;

function storedSession(): Session | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Session> | null;
    return typeof value?.conversation === 'string' && typeof value.token === 'string' ? { conversation: value.conversation, token: value.token } : null;
  } catch {
    return null;
  }
}

export default function ChatWindow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [session, setSession] = useState<Session | null>(storedSession);
  const [messages, setMessages] = useState<Message[]>([]);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!session) return undefined;
    let stopped = false;
    const read = () =>
      api<{ messages: Message[] }>('/public/chat/read', { method: 'POST', json: session }).then(
        (answer) => !stopped && setMessages(answer.messages),
        () => undefined, // A missed read is caught up by the next one.
      );
    void read();
    const timer = setInterval(() => void read(), READ_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [session]);

  async function send(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      if (session) {
        setMessages((await api<{ messages: Message[] }>('/public/chat/messages', { method: 'POST', json: { ...session, text } })).messages);
      } else {
        const opened = await api<Session & { messages: Message[] }>('/public/chat/conversations', { method: 'POST', json: { name, text } });
        const next = { conversation: opened.conversation, token: opened.token };
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
        setSession(next);
        setMessages(opened.messages);
      }
      setText('');
    } catch (error) {
      snackbar(error instanceof Error && error.message ? error.message : t('chat.failed'), 'error');
    } finally {
      setPending(false);
    }
  }

  const awaiting = messages.length > 0 && messages.every((message) => message.from === 'visitor');
  return (
    <div className="chat__window">
      {session && (
        <ol className="chat__messages" aria-label={t('chat.log')} aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} className={`chat__message chat__message--${message.from}`}>
              <span className="chat__author">{message.from === 'visitor' ? t('chat.you') : t('chat.team')}</span>
              <span className="chat__text">{message.text}</span>
            </li>
          ))}
        </ol>
      )}
      {awaiting && (
        <p className="chat__waiting" role="status">
          {t('chat.waiting')}
        </p>
      )}
      <form className="chat__form" onSubmit={(event) => void send(event)}>
        {!session && (
          <div className="field">
            <label htmlFor="chat-name">{t('chat.name')}</label>
            <input id="chat-name" autoComplete="name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </div>
        )}
        <div className="field">
          <label htmlFor="chat-text">{t('chat.message')}</label>
          <textarea id="chat-text" rows={3} value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="chat__actions">
          <button type="submit" className="button button--primary" disabled={pending || text.trim() === '' || (!session && name.trim() === '')}>
            {pending ? t('chat.sending') : t('chat.send')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('chat.close')}
          </button>
        </div>
      </form>
    </div>
  );
}
