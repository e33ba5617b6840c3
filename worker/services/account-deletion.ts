/**
 * A customer deletes their own account. Refused while they are bound as a dealer (a leading bid, a bidding agent, an
 * open late offer or renegotiation, an unpaid order), so nothing is ever sold to an erased account. Otherwise the row
 * is emptied of personal data (ads and bids reference it), every sign-in ends everywhere, and the auction objects stop
 * their agents and refuse their claims, as for a blocked dealer.
 */
import type { Commitment } from '../../domain/auction/commitments.ts';
import { updateCustomer, type CustomerRow } from '../db/repositories/customers.ts';
import { tradingAuctionIds } from '../db/repositories/eligibility-revocations.ts';
import { deleteCustomerInterests } from '../db/repositories/saved-searches.ts';
import type { Database } from '../db/client.ts';
import type { Bindings } from '../env.ts';
import { auctionRoom } from './auctions/rooms.ts';
import { revokeBiddingClaims } from './auctions/eligibility.ts';
import { endAllSessions } from './auth/end-sessions.ts';

export type DeletionBlocker = Commitment | 'unpaid_order';

/** The error code that names each reason to the customer (errors.* texts in every locale). */
export const DELETION_BLOCKED_CODES: Record<DeletionBlocker, string> = {
  leading_bid: 'deletion_leading_bid',
  bidding_agent: 'deletion_bidding_agent',
  open_offer: 'deletion_open_offer',
  unpaid_order: 'deletion_unpaid_order',
};

type DeletionEnv = Pick<Bindings, 'DB' | 'NOTIFY_HUB' | 'AUCTION_ROOM'>;

/** Objects asked at once; the rest of a long list follows in further rounds. */
const FAN_OUT_CHUNK = 50;

/** What keeps the customer from deleting their account now, most binding first; empty when nothing does. */
export async function deletionBlockers(env: DeletionEnv, customerId: number): Promise<DeletionBlocker[]> {
  const [merchant, unpaid] = await Promise.all([
    env.DB.prepare('SELECT 1 FROM merchants WHERE customer_id = ?').bind(customerId).first(),
    env.DB.prepare("SELECT 1 FROM orders WHERE buyer_id = ? AND status IN ('pending', 'cancellation_requested_by_dealer') LIMIT 1").bind(customerId).first(),
  ]);
  // Every trading auction's object is asked, not the D1 projection, which lags a bid by a moment; deleting a dealer
  // account tells the same objects of the revocation afterwards anyway.
  const auctionIds = merchant ? await tradingAuctionIds(env.DB) : [];
  const found = new Set<Commitment>();
  for (let start = 0; start < auctionIds.length; start += FAN_OUT_CHUNK) {
    const chunk = auctionIds.slice(start, start + FAN_OUT_CHUNK);
    for (const commitments of await Promise.all(chunk.map((id) => auctionRoom(env, id).commitments(id, customerId)))) for (const commitment of commitments) found.add(commitment);
  }
  const blockers: DeletionBlocker[] = (['leading_bid', 'bidding_agent', 'open_offer'] as const).filter((commitment) => found.has(commitment));
  if (unpaid) blockers.push('unpaid_order');
  return blockers;
}

/** Erases the account (see the module comment); the caller checked the password and the blockers. */
export async function eraseAccount(env: DeletionEnv, db: Database, customer: Pick<CustomerRow, 'id'>, now = Date.now()): Promise<void> {
  await updateCustomer(db, customer.id, {
    email: `deleted-${customer.id}@deleted.invalid`,
    passwordHash: null,
    name: '',
    surname: '',
    phone: null,
    street: null,
    zipCode: null,
    city: null,
    commercialCompany: null,
    commercialContactName: null,
    commercialContactSurname: null,
    commercialContactPhone: null,
    deletedAt: new Date(now),
  });
  await endAllSessions(env, customer.id, {}, now);
  await revokeBiddingClaims(env, customer.id, { suspend: true }, now);
  // Saved searches and the watchlist are the person's own interests: they go with the account.
  await deleteCustomerInterests(db, customer.id);
}
