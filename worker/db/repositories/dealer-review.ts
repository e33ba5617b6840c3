/**
 * Dealer review queries: merchants listed by review state, and the conditional writes of the operators' decisions
 * (each runs with its audit entry in one batch, and only while the merchant is still in the state the decision needs).
 */
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { MerchantState } from '../../../domain/profile.ts';
import type { Database } from '../client.ts';
import { customers, merchants } from '../schema.ts';

export const DEALERS_PER_PAGE = 25;

/** The SQL condition of each state, mirroring domain/profile.ts merchantState (blocking wins). */
function stateCondition(state: MerchantState): SQL {
  const active = eq(customers.merchantBlocked, false);
  switch (state) {
    case 'blocked':
      return eq(customers.merchantBlocked, true);
    case 'in_review':
      return and(active, isNull(merchants.accepted)) as SQL;
    case 'accepted':
      return and(active, eq(merchants.accepted, true)) as SQL;
    case 'rejected':
      return and(active, eq(merchants.accepted, false)) as SQL;
  }
}

export async function listDealersByState(db: Database, state: MerchantState, page: number) {
  const where = stateCondition(state);
  // The review queue is worked oldest first; decided dealers show the latest decisions first.
  const order = state === 'in_review' ? [asc(merchants.createdAt), asc(merchants.id)] : [desc(sql`coalesce(${merchants.reviewedAt}, ${merchants.createdAt})`), desc(merchants.id)];
  const [rows, total] = await Promise.all([
    db
      .select({
        merchantId: merchants.id,
        customerId: merchants.customerId,
        company: merchants.company,
        country: merchants.country,
        vatRegNo: merchants.vatRegNo,
        registeredAt: merchants.createdAt,
        accepted: merchants.accepted,
        blocked: customers.merchantBlocked,
        tradeRegistrationKey: merchants.tradeRegistrationKey,
      })
      .from(merchants)
      .innerJoin(customers, eq(customers.id, merchants.customerId))
      .where(where)
      .orderBy(...order)
      .limit(DEALERS_PER_PAGE)
      .offset((page - 1) * DEALERS_PER_PAGE)
      .all(),
    db.select({ n: count() }).from(merchants).innerJoin(customers, eq(customers.id, merchants.customerId)).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** True while the merchant is in review: not decided and its holder not blocked. */
export function inReviewCondition(merchantId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${merchants} JOIN ${customers} ON ${customers.id} = ${merchants.customerId}
    WHERE ${merchants.id} = ${merchantId} AND ${merchants.accepted} IS NULL AND ${customers.merchantBlocked} = 0)`;
}

/** True while the merchant's review value is still the one read (null, true or false). */
export function reviewValueCondition(merchantId: number, accepted: boolean | null): SQL {
  const value = accepted === null ? sql`IS NULL` : sql`= ${accepted ? 1 : 0}`;
  return sql`EXISTS (SELECT 1 FROM ${merchants} WHERE ${merchants.id} = ${merchantId} AND ${merchants.accepted} ${value})`;
}

/** True while the customer's blocked flag is still `blocked`. */
export function blockedCondition(customerId: number, blocked: boolean): SQL {
  return sql`EXISTS (SELECT 1 FROM ${customers} WHERE ${customers.id} = ${customerId} AND ${customers.merchantBlocked} = ${blocked ? 1 : 0})`;
}

/** Sets the review decision where `condition` holds. */
export function reviewUpdate(merchantId: number, condition: SQL, values: { accepted: boolean; reason: string | null; at: number }): SQL {
  return sql`UPDATE ${merchants} SET accepted = ${values.accepted ? 1 : 0}, review_reason = ${values.reason}, reviewed_at = ${values.at}
    WHERE ${merchants.id} = ${merchantId} AND ${condition}`;
}

/** Sets the customer's blocked flag where `condition` holds. */
export function blockUpdate(customerId: number, blocked: boolean, condition: SQL): SQL {
  return sql`UPDATE ${customers} SET merchant_blocked = ${blocked ? 1 : 0} WHERE ${customers.id} = ${customerId} AND ${condition}`;
}
