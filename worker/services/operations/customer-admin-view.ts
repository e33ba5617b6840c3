/** What the console shows of customers: the search page and one customer's detail, as explicit allow-lists. */
import { merchantState } from '../../../domain/profile.ts';
import { pageCount, parseCustomerQuery } from '../../../domain/operations/customer-search.ts';
import type { Database } from '../../db/client.ts';
import { customerActivity, findCustomerForAdmin } from '../../db/repositories/customer-admin-detail.ts';
import { searchCustomers } from '../../db/repositories/customer-admin-search.ts';
import { ApiError } from '../../lib/api-error.ts';
import { scopeDelayedUntil } from '../attempt-throttle.ts';
import { signInScope } from '../auth/sign-in.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export async function customerSearchPage(db: Database, q: string | undefined, page: number) {
  const { rows, total } = await searchCustomers(db, parseCustomerQuery(q), page);
  return {
    items: rows.map((row) => ({
      customerId: row.id,
      email: row.email,
      name: row.name,
      surname: row.surname,
      profileType: row.profileType,
      company: row.company ?? null,
      merchantState: row.merchantId === null ? null : merchantState({ accepted: row.accepted }, row.merchantBlocked),
      emailVerified: row.emailVerified,
      deactivated: row.deactivatedAt !== null,
      createdAt: iso(row.createdAt),
    })),
    total,
    page,
    pages: pageCount(total),
  };
}

export async function customerDetail(db: Database, customerId: number, now = Date.now()) {
  const found = await findCustomerForAdmin(db, customerId);
  if (!found) throw new ApiError(404, 'not_found');
  const { customer, merchant } = found;
  const [delayedUntil, activity] = await Promise.all([signInScope(customer.email).then((scope) => scopeDelayedUntil(db, scope, now)), customerActivity(db, customerId)]);
  return {
    customerId: customer.id,
    profile: {
      email: customer.email,
      name: customer.name,
      surname: customer.surname,
      phone: customer.phone,
      street: customer.street,
      zipCode: customer.zipCode,
      city: customer.city,
      country: customer.country,
      profileType: customer.profileType,
      languageSetting: customer.languageSetting,
      commercialCompany: customer.commercialCompany,
      vatRegNo: customer.vatRegNo,
      termsAcceptedAt: iso(customer.tacAcceptedAt),
      createdAt: iso(customer.createdAt),
    },
    merchant: merchant
      ? {
          merchantId: merchant.id,
          state: merchantState({ accepted: merchant.accepted }, customer.merchantBlocked),
          company: merchant.company,
          vatRegNo: merchant.vatRegNo,
          country: merchant.country,
          city: merchant.city,
          reviewReason: merchant.reviewReason,
          reviewedAt: iso(merchant.reviewedAt),
        }
      : null,
    flags: {
      emailVerified: customer.emailVerified,
      // Until when some client (or every client new to the address) must wait before its next password sign-in.
      signInDelayedUntil: delayedUntil === null ? null : new Date(delayedUntil).toISOString(),
      deactivatedAt: iso(customer.deactivatedAt),
      isAdmin: customer.isAdmin,
    },
    ads: activity.ads.map((ad) => ({ id: ad.id, title: `${ad.make} ${ad.model}`.trim(), status: ad.status, deleted: ad.deletedAt !== null, createdAt: iso(ad.createdAt) })),
    bids: activity.bids.map((bid) => ({ auctionId: bid.auctionId, productId: bid.productId, amount: bid.amount, kind: bid.kind, at: iso(bid.at) })),
    orders: activity.orders.map((order) => ({
      id: order.id,
      invoiceNumber: order.invoiceNumber,
      status: order.status,
      role: order.buyerId === customerId ? ('buyer' as const) : ('seller' as const),
      productId: order.productId,
      amount: order.amount,
      createdAt: iso(order.createdAt),
    })),
    securityEvents: activity.events.map((event) => ({
      id: event.id,
      type: event.type,
      outcome: event.outcome,
      at: iso(event.at),
      byCustomer: event.actorCustomerId === customerId,
      details: event.details,
    })),
    counts: activity.counts,
  };
}

export type CustomerDetail = Awaited<ReturnType<typeof customerDetail>>;
export type CustomerSearchPage = Awaited<ReturnType<typeof customerSearchPage>>;
