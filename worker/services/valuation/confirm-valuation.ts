/**
 * The operator confirms (or corrects) a valuation's range: one conditional change with its audit entry in the same
 * batch, taken only while the valuation is under review and as the operator read it (409 conflict/already_handled
 * otherwise, so of two operators exactly one succeeds). Then the report goes out: a message and a mail with its link.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { groupKeys } from '../../../domain/messages/kinds.ts';
import { auditInsertWhen, runAudited } from '../../db/repositories/conditional-audit.ts';
import { valuationDecisionInsertWhen } from '../../db/repositories/review-promise.ts';
import { products } from '../../db/schema.ts';
import { confirmStatement, findValuationForReview, valuationAsRead, type ValuationReviewRow } from '../../db/repositories/valuation-queue.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled, conflict } from '../../lib/conflict.ts';
import { requestLinkContext } from '../../lib/links.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';
import { deliverMessages } from '../messages/deliver.ts';
import { auditActor } from '../operations/audit.ts';
import { sendValuationMail } from './valuation-mails.ts';

export interface ConfirmInput {
  low: number;
  high: number;
  note: string | null;
  /** The valuation's updatedAt as the operator read it (ISO). */
  updatedAt: string;
}

/** 409 unless the valuation is under review and unchanged since the operator read it. */
function refuseChanged(valuation: ValuationReviewRow, updatedAt: string): void {
  if (valuation.status !== 'under_review') throw alreadyHandled({ status: valuation.status, valuatedAt: valuation.valuatedAt?.toISOString() ?? null });
  if (valuation.updatedAt.toISOString() !== updatedAt) throw conflict({ updatedAt: valuation.updatedAt.toISOString() });
}

export async function confirmValuation(c: Context<AppEnv>, id: number, input: ConfirmInput) {
  if (input.low > input.high) throw new ApiError(400, 'validation_failed', { high: 'validation.min_value' });
  const db = c.get('db');
  const found = await findValuationForReview(db, id);
  if (!found) throw new ApiError(404, 'not_found');
  const { valuation } = found;
  refuseChanged(valuation, input.updatedAt);

  const actor = auditActor(c);
  const now = new Date();
  const audit = auditInsertWhen(
    db,
    actor,
    {
      action: 'valuation.confirmed',
      subjectType: 'valuation',
      subjectId: id,
      before: { status: valuation.status, low: valuation.low, high: valuation.high, estimate: automaticRange(valuation) },
      after: { status: 'valuated', low: input.low, high: input.high, note: input.note },
    },
    valuationAsRead(id, valuation.updatedAt),
    now.getTime(),
  );
  const confirm = confirmStatement(db, id, valuation.updatedAt, { low: input.low, high: input.high, note: input.note, reviewedBy: actor.customerId, now });
  const decision = valuationDecisionInsertWhen(db, id, valuationAsRead(id, valuation.updatedAt), now);
  const changed = await runAudited(db, audit, confirm, [decision]);
  if (!changed) {
    // Someone confirmed or changed it between our read and the write.
    const again = await findValuationForReview(db, id);
    if (again) refuseChanged(again.valuation, input.updatedAt);
    throw alreadyHandled({ status: again?.valuation.status ?? null });
  }

  const delivered = await sendReport(c, { ...valuation, status: 'valuated', low: input.low, high: input.high }, found.ownerId);
  return { id, status: 'valuated' as const, low: input.low, high: input.high, note: input.note, valuatedAt: now.toISOString(), updatedAt: now.toISOString(), ...delivered };
}

/** The automatic range the operator started from (for the audit entry), or null with too few comparables. */
function automaticRange(valuation: ValuationReviewRow): { low: number; high: number } | null {
  return valuation.estimate?.state === 'range' ? { low: valuation.estimate.low, high: valuation.estimate.high } : null;
}

/**
 * The message to the vehicle's owner and the mail to the valuation's address. The confirmation stands either way, so
 * a failure is logged and reported in the answer rather than undoing it.
 */
async function sendReport(c: Context<AppEnv>, valuation: ValuationReviewRow, ownerId: number): Promise<{ messaged: boolean; mailed: boolean }> {
  const product = await c.get('db').select({ make: products.make, model: products.model }).from(products).where(eq(products.id, valuation.productId)).get();
  const title = product ? vehicleTitle(product) : '';
  const [message, mail] = await Promise.allSettled([
    deliverMessages(c.env, [
      {
        customerId: ownerId,
        sourceKey: `valuation:${valuation.id}:ready`,
        groupKey: groupKeys.ad(valuation.productId),
        auctionId: null,
        productId: valuation.productId,
        kind: 'valuation_ready',
        cta: 'read_me',
        params: { ...(title ? { title } : {}), valuationId: valuation.id, amount: valuation.low ?? 0 },
      },
    ]),
    sendValuationMail(c.env, 'valuation_ready', valuation, {
      links: requestLinkContext(c),
      title,
      range: { low: valuation.low ?? 0, high: valuation.high ?? 0 },
    }),
  ]);
  for (const [channel, result] of [['message', message], ['mail', mail]] as const) {
    if (result.status === 'rejected') console.error(JSON.stringify({ requestId: c.get('requestId'), event: 'valuation_report_failed', channel, valuationId: valuation.id, error: String(result.reason) }));
  }
  return { messaged: message.status === 'fulfilled', mailed: mail.status === 'fulfilled' && mail.value };
}
