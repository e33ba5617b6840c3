/** The board's pages as the notification call answers them: stored messages rendered in the reader's language. */
import type { Locale } from '../../../domain/locales.ts';
import type { CtaCode } from '../../../domain/messages/cta.ts';
import type { MessageKind, NotificationMessage, NotificationsPage } from '../../../domain/messages/kinds.ts';
import type { Database } from '../../db/client.ts';
import { groupPage, messageCounts, subjectPage, type MessageRow } from '../../db/repositories/messages.ts';
import { renderMessage } from '../../messages/texts.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The allow-list of a message for its recipient. */
export function notificationOf(row: MessageRow, locale: Locale): NotificationMessage {
  const kind = row.kind as MessageKind;
  const { title, subject } = renderMessage(kind, locale, row.params);
  const { amount, deadline, orderId, questionId, valuationId } = row.params;
  return {
    messageId: row.id,
    groupKey: row.groupKey,
    auctionId: row.auctionId,
    productId: row.productId,
    kind,
    callToActionTypeCode: row.cta as CtaCode,
    callToActionResponseTypeCode: row.ctaResponse,
    title,
    subject,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    action: { amount, deadline, orderId, questionId, valuationId },
  };
}

/**
 * Without a group: the subjects (each group's latest message), newest first. With one: that group's messages, newest
 * first. The counts are always the customer's whole board.
 */
export async function notificationsPage(db: Database, customerId: number, locale: Locale, page: number, groupKey?: string): Promise<NotificationsPage> {
  const counts = messageCounts(db, customerId);
  const listed = groupKey
    ? groupPage(db, customerId, groupKey, page, NOTIFICATIONS_PAGE_SIZE)
    : subjectPage(db, customerId, page, NOTIFICATIONS_PAGE_SIZE).then((rows) => ({ rows, total: null }));
  const [{ unRead, openCtas, openReadMes, groups }, { rows, total }] = await Promise.all([counts, listed]);
  return {
    notifications: rows.map((row) => notificationOf(row, locale)),
    unRead,
    openCtas,
    openReadMes,
    total: total ?? groups,
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  };
}
