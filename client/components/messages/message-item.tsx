/** One message of a thread: when, what, how it was answered, and the action it offers (in place). */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import type { NotificationMessage } from '../../../domain/messages/kinds.ts';
import { Link } from '../../router.tsx';
import { Icon } from '../account/icons.tsx';
import { AnswerQuestion } from './answer-question.tsx';
import { AuctionAction } from './auction-action.tsx';
import { kindIcon, type MessageAction } from '../../lib/message-actions.ts';
import { PayInfo } from './pay-info.tsx';

const RESPONSES = ['accepted', 'countered', 'declined', 'answered', 'resubmitted', 'paid', 'lapsed'];

function Action({ action, message, onDone }: { action: MessageAction; message: NotificationMessage; onDone: () => void }) {
  const { t } = useTranslation('messages');
  switch (action.type) {
    case 'auction':
      return (
        <>
          {action.deadline !== null && <p className="message__deadline">{t('action.deadline', { date: formatDateTime(action.deadline) })}</p>}
          <AuctionAction auctionId={action.auctionId} productId={action.productId} title={message.title} onDone={onDone} />
        </>
      );
    case 'answer':
      return <AnswerQuestion questionId={action.questionId} onDone={onDone} />;
    case 'pay':
      return <PayInfo orderId={action.orderId} amount={action.amount} deadline={action.deadline} />;
    case 'bid':
      return (
        <Link to="catalog-product-id" params={{ id: String(action.productId) }} className="button button--primary message-action">
          {t('action.bidAgain')}
        </Link>
      );
    case 'edit':
      return (
        <Link to="ad-continue-id" params={{ id: String(action.productId) }} className="button button--primary message-action">
          {t('action.editAd')}
        </Link>
      );
    case 'account':
      return (
        <Link to="account" className="button button--ghost message-action">
          {t('action.account')}
        </Link>
      );
  }
}

export function MessageItem({ message, action, onDone }: { message: NotificationMessage; action: MessageAction | undefined; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const response = message.callToActionResponseTypeCode;
  return (
    <li className={`message${message.read ? '' : ' message--unread'}`}>
      <span className="message__icon" aria-hidden="true">
        <Icon name={kindIcon(message.kind)} size={20} />
      </span>
      <div className="message__body">
        <time className="message__date" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        <p className="message__subject">{message.subject}</p>
        {response !== null && RESPONSES.includes(response) && <p className="message__response">{t(`response.${response}`)}</p>}
        {action && <Action action={action} message={message} onDone={onDone} />}
      </div>
    </li>
  );
}
