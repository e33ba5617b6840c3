/**
 * The header's way to the message board with the badge of open read-mes (groups with an unread message that is not
 * a quiet notice), kept live by the notification stream. Its name says the count, e.g. "Messages, unread: 3".
 */
import { useTranslation } from 'react-i18next';
import { badgeLabel } from '../../../domain/messages/board.ts';
import { useNotifications } from '../../hooks/use-notifications.ts';
import { Link } from '../../router.tsx';
import { Icon } from '../account/icons.tsx';

export function MessagesLink() {
  const { t } = useTranslation();
  const { counts } = useNotifications();
  const badge = badgeLabel(counts.openReadMes);
  return (
    <Link to="account-messages" className="messages-link">
      <Icon name="messages" size={22} />
      <span className="visually-hidden">{badge ? t('nav.messagesUnread', { count: counts.openReadMes }) : t('nav.messages')}</span>
      {badge && (
        <span className={`messages-link__badge${badge.wide ? ' messages-link__badge--wide' : ''}`} aria-hidden="true">
          {badge.text}
        </span>
      )}
    </Link>
  );
}
