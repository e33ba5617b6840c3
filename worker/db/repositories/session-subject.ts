/** Who a new or refreshed access token speaks for: the customer, whether they operate, and their bidding claims (one D1 read). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { acceptedTermsInForce, type BiddingClaims } from '../../../domain/auction/bidding-claims.ts';
import { merchantState } from '../../../domain/profile.ts';
import type { Database } from '../client.ts';
import { customers, merchants, termsVersions } from '../schema.ts';

export interface SessionSubject {
  customerId: number;
  isAdmin: boolean;
  bidding: BiddingClaims;
}

/** Null for an unknown, deleted or deactivated customer: no token is issued or renewed for them. */
export async function loadSessionSubject(db: Database, customerId: number, now = Date.now()): Promise<SessionSubject | null> {
  const row = await db
    .select({
      isAdmin: customers.isAdmin,
      emailVerified: customers.emailVerified,
      tacAcceptedAt: customers.tacAcceptedAt,
      blocked: customers.merchantBlocked,
      merchantId: merchants.id,
      accepted: merchants.accepted,
      currentTerms: sql<number | null>`(SELECT max(${termsVersions.validFrom}) FROM ${termsVersions} WHERE ${termsVersions.validFrom} <= ${now})`,
      nextTerms: sql<number | null>`(SELECT min(${termsVersions.validFrom}) FROM ${termsVersions} WHERE ${termsVersions.validFrom} > ${now})`,
    })
    .from(customers)
    .leftJoin(merchants, eq(merchants.customerId, customers.id))
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt), isNull(customers.deactivatedAt)))
    .get();
  if (!row) return null;
  return {
    customerId,
    isAdmin: row.isAdmin,
    bidding: {
      merchant: row.merchantId === null ? 'none' : merchantState({ accepted: row.accepted }, row.blocked),
      emailVerified: row.emailVerified,
      termsAccepted: acceptedTermsInForce(row.tacAcceptedAt?.getTime() ?? null, row.currentTerms),
      termsUntil: row.nextTerms,
    },
  };
}
