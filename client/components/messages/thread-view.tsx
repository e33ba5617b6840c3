/**
 * One conversation (/a/messages/{slug}): its messages oldest first with "load older" while fewer are loaded than the
 * thread holds, the actions of its open calls to action, and marking it read as soon as it shows unread messages.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMore } from '../../../domain/messages/board.ts';
import type { NotificationMessage } from '../../../domain/messages/kinds.ts';
import { markThreadRead, reloadNotifications, useMessagesState, useThreadPage } from '../../hooks/use-notifications.ts';
import { Link } from '../../router.tsx';
import { MessageItem } from './message-item.tsx';
import { threadActions } from '../../lib/message-actions.ts';

const EMPTY: readonly NotificationMessage[] = [];

/** Loads one further page of the thread into the store (renders nothing). */
function ThreadPage({ locale, groupKey, page }: { locale: string; groupKey: string; page: number }) {
  useThreadPage(locale, groupKey, page);
  return null;
}

export function ThreadView({ locale, groupKey, focus }: { locale: string; groupKey: string; focus: boolean }) {
  const { t } = useTranslation('messages');
  const [pages, setPages] = useState(1);
  const first = useThreadPage(locale, groupKey, 1);
  const state = useMessagesState();
  const board = state.boards[groupKey] ?? EMPTY;
  const heading = useRef<HTMLHeadingElement>(null);
  const marking = useRef(false);
  const unread = board.some((message) => !message.read) || state.subjects.some((subject) => subject.groupKey === groupKey && !subject.read);

  // Opened from the list: the thread comes into view and takes the focus, so keyboard and screen reader users follow.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    if (focus) heading.current?.focus({ preventScroll: true });
  }, [groupKey, focus]);

  useEffect(() => {
    if (!unread || marking.current || !first.data) return;
    marking.current = true;
    markThreadRead(groupKey)
      .catch((error: unknown) => console.error('marking the thread read failed', error))
      .finally(() => {
        marking.current = false;
      });
  }, [unread, groupKey, first.data]);

  if (first.error) {
    return (
      <section className="messages__thread" aria-labelledby="thread-title">
        <h2 id="thread-title" ref={heading} tabIndex={-1} className="thread__title">
          {t('thread.notFound')}
        </h2>
        <Link to="account-messages" className="thread__back">
          {t('thread.back')}
        </Link>
      </section>
    );
  }

  const total = first.data?.total ?? 0;
  const newestFirst = [...board].reverse();
  const actions = threadActions(newestFirst);
  const title = newestFirst[0]?.title ?? '';
  const onDone = () => void reloadNotifications();
  return (
    <section className="messages__thread" aria-labelledby="thread-title" aria-busy={!first.data}>
      <Link to="account-messages" className="thread__back">
        {t('thread.back')}
      </Link>
      <h2 id="thread-title" ref={heading} tabIndex={-1} className="thread__title">
        {title}
      </h2>
      {Array.from({ length: pages - 1 }, (_, index) => (
        <ThreadPage key={index + 2} locale={locale} groupKey={groupKey} page={index + 2} />
      ))}
      {hasMore(board.length, total) && (
        <button type="button" className="button button--ghost thread__more" onClick={() => setPages((count) => count + 1)}>
          {t('thread.loadMore')}
        </button>
      )}
      <ol className="thread__messages" aria-label={t('thread.label')}>
        {board.map((message) => (
          <MessageItem key={message.messageId} message={message} action={actions.get(message.messageId)} onDone={onDone} />
        ))}
      </ol>
      {total > 0 && <p className="messages__count">{t('thread.count', { loaded: board.length, total })}</p>}
    </section>
  );
}
