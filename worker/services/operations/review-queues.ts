/**
 * The cancellation and contact queues: what the console lists, the decision on a dealer's cancellation request
 * (approve with a reversal invoice, or reject) and marking a contact request answered. Each change runs with its
 * audit entry in one batch, conditional on the item still being open, so of two operators exactly one succeeds.
 */
import { documentYear, transitionOrder } from '../../../domain/auction/settlement.ts';
import type { Database } from '../../db/client.ts';
import { auditInsertWhen, preparedStatement, runAudited } from '../../db/repositories/conditional-audit.ts';
import { cancelWithReversal, findOrderById, type OrderRow } from '../../db/repositories/orders.ts';
import {
  answerContactUpdate,
  awaitingDecision,
  CONTACTS_PER_PAGE,
  type ContactState,
  contactOpen,
  findContactRequest,
  listCancellationRequests,
  listContactRequests,
  rejectCancellationUpdate,
} from '../../db/repositories/review-queues.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled } from '../../lib/conflict.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';
import { ensureOrderDocuments } from '../orders/documents.ts';
import type { AuditActor } from './audit.ts';

export async function cancellationQueue(db: Database) {
  const rows = await listCancellationRequests(db);
  return {
    items: rows.map((row) => ({
      orderId: row.orderId,
      invoiceNumber: row.invoiceNumber,
      product: { id: row.productId, title: vehicleTitle(row) },
      buyer: {
        customerId: row.buyerId,
        company: row.merchantCompany ?? row.commercialCompany ?? `${row.buyerName} ${row.buyerSurname}`.trim(),
      },
      hammerPrice: row.hammerPrice,
      reason: row.reason,
      requestedAt: (row.requestedAt ?? row.createdAt).getTime(),
    })),
  };
}

/**
 * The operator's decision on a cancellation request. An order that no longer awaits one (decided by another operator,
 * or never requested) answers 409: already_handled once someone decided, order_wrong_status otherwise.
 */
export async function decideCancellationRequest(db: Database, media: R2Bucket, actor: AuditActor, orderId: number, approve: boolean, now: number): Promise<OrderRow> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new ApiError(404, 'not_found');
  const step = transitionOrder(order.status, { type: approve ? 'approve_cancellation' : 'reject_cancellation' });
  const handled = (current: OrderRow) => alreadyHandled({ status: current.status, decidedAt: current.decidedAt?.getTime() ?? null });
  if (!step.ok) throw order.decidedAt !== null ? handled(order) : new ApiError(409, step.code);
  const audit = auditInsertWhen(
    db,
    actor,
    {
      action: approve ? 'order.cancellation_approved' : 'order.cancellation_rejected',
      subjectType: 'order',
      subjectId: order.id,
      before: { status: order.status, cancellationReason: order.cancellationReason },
      after: { status: step.status },
    },
    awaitingDecision(order.id),
    now,
  );
  const changed = step.issueReversal
    ? await cancelWithReversal(db, order.id, documentYear(now), now, [audit])
    : await runAudited(db, audit, preparedStatement(db, rejectCancellationUpdate(order.id, step.status, now)));
  const updated = await findOrderById(db, order.id);
  if (!updated) throw new ApiError(404, 'not_found');
  if (!changed) throw handled(updated);
  if (step.issueReversal) await ensureOrderDocuments(media, db, updated);
  return updated;
}

export async function contactQueue(db: Database, state: ContactState, page: number) {
  const { rows, total } = await listContactRequests(db, state, page);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      surname: row.surname,
      email: row.email,
      phone: row.phone,
      question: row.question,
      callback: row.kind === 'callback' ? { window: row.callbackWindow, topic: row.callbackTopic, productId: row.productId } : null,
      locale: row.locale,
      createdAt: row.createdAt.getTime(),
      answeredAt: row.answeredAt?.getTime() ?? null,
      answeredBy: row.answeredBy,
      answeredByEmail: row.answeredByEmail,
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / CONTACTS_PER_PAGE)),
  };
}

export async function markContactAnswered(db: Database, actor: AuditActor, id: number, now: number) {
  const request = await findContactRequest(db, id);
  if (!request) throw new ApiError(404, 'not_found');
  const current = (row: { answeredAt: Date | null; answeredBy: number | null }) => alreadyHandled({ answeredAt: row.answeredAt?.getTime() ?? null, answeredBy: row.answeredBy });
  if (request.answeredAt) throw current(request);
  const audit = auditInsertWhen(
    db,
    actor,
    { action: 'contact.answered', subjectType: 'contact_request', subjectId: id, before: { answeredAt: null }, after: { answeredAt: now, answeredBy: actor.customerId } },
    contactOpen(id),
    now,
  );
  if (!(await runAudited(db, audit, preparedStatement(db, answerContactUpdate(id, actor.customerId, now))))) {
    const fresh = await findContactRequest(db, id);
    throw current(fresh ?? { answeredAt: null, answeredBy: null });
  }
  return { id, answeredAt: now, answeredBy: actor.customerId };
}
