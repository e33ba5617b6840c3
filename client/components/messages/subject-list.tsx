/**
 * The board's scrolling subject list: one row per conversation (avatar by kind, title, date, subject), unread ones in
 * bold with a written "Unread" marker, further pages loaded with a button while fewer are loaded than the total.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMore } from '../../../domain/messages/board.ts';
import { isOpenAction } from '../../../domain/messages/cta.ts';
import type { NotificationMessage } from '../../../domain/messages/kinds.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { useRouter } from '../../router.tsx';
import { Icon } from '../account/icons.tsx';
import { kindIcon } from '../../lib/message-actions.ts';

function SubjectRow({ subject, active, onOpen }: { subject: NotificationMessage; active: boolean; onOpen: (groupKey: string) => void }) {
  const { t } = useTranslation('messages');
  const router = useRouter();
  const href = router.href('account-messages-thread-slug', { slug: subject.groupKey });
  const open = isOpenAction(subject.callToActionTypeCode, subject.callToActionResponseTypeCode);
  const classes = ['subject', subject.read ? '' : 'subject--unread', active ? 'subject--active' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-group={subject.groupKey}>
      <a
        className="subject__link"
        href={href}
        aria-current={active ? 'true' : undefined}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(subject.groupKey);
        }}
      >
        <span className="subject__avatar" aria-hidden="true">
          <Icon name={kindIcon(subject.kind)} size={28} />
        </span>
        <span className="subject__body">
          <span className="subject__head">
            <span className="subject__title">{subject.title}</span>
            <time className="subject__date" dateTime={subject.createdAt}>
              {formatDateTime(subject.createdAt)}
            </time>
          </span>
          <span className="subject__text">{subject.subject}</span>
          {(!subject.read || open) && (
            <span className="subject__markers">
              {!subject.read && <span className="subject__marker subject__marker--unread">{t('row.unread')}</span>}
              {open && <span className="subject__marker subject__marker--action">{t('row.actionNeeded')}</span>}
            </span>
          )}
        </span>
      </a>
    </li>
  );
}

export function SubjectList(props: {
  subjects: readonly NotificationMessage[];
  total: number;
  activeGroupKey: string | null;
  loading: boolean;
  onOpen: (groupKey: string) => void;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('messages');
  const list = useRef<HTMLUListElement>(null);
  const { activeGroupKey } = props;

  // The open conversation stays in view inside the scrolling list (also after a reload of the thread's address).
  useEffect(() => {
    if (!activeGroupKey) return;
    const row = [...(list.current?.children ?? [])].find((child) => (child as HTMLElement).dataset.group === activeGroupKey);
    row?.scrollIntoView({ block: 'nearest' });
  }, [activeGroupKey, props.subjects.length]);

  return (
    <div className="messages__list">
      <ul ref={list} className="subjects" aria-label={t('page.listLabel')}>
        {props.subjects.map((subject) => (
          <SubjectRow key={subject.groupKey} subject={subject} active={subject.groupKey === activeGroupKey} onOpen={props.onOpen} />
        ))}
      </ul>
      <div className="messages__more">
        <p className="messages__count" role="status">
          {t('page.count', { loaded: props.subjects.length, total: props.total })}
        </p>
        {hasMore(props.subjects.length, props.total) && (
          <button type="button" className="button button--ghost" onClick={props.onLoadMore} disabled={props.loading} aria-busy={props.loading}>
            {t('page.loadMore')}
          </button>
        )}
      </div>
    </div>
  );
}
