/** What the console shows of dealers: the list per review state, one dealer's facts, and the trade registration document. */
import type { MerchantState } from '../../../domain/profile.ts';
import { isVatIdForCountry } from '../../../domain/validation/predicates.ts';
import { DEALERS_PER_PAGE, listDealersByState } from '../../db/repositories/dealer-review.ts';
import type { Database } from '../../db/client.ts';
import { dealerState } from '../../../domain/operations/dealer-review.ts';
import type { DealerFound } from './dealer-review.ts';

export async function dealerList(db: Database, state: MerchantState, page: number) {
  const { rows, total } = await listDealersByState(db, state, page);
  return {
    items: rows.map((row) => ({
      merchantId: row.merchantId,
      customerId: row.customerId,
      company: row.company,
      country: row.country,
      vatRegNo: row.vatRegNo,
      registeredAt: row.registeredAt.getTime(),
      state: dealerState({ accepted: row.accepted, blocked: row.blocked }),
      hasTradeRegistration: row.tradeRegistrationKey !== null,
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / DEALERS_PER_PAGE)),
  };
}

/** The document types shown inline; anything else (HEIC) is only offered as a download. */
export const INLINE_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type InlineDocumentType = (typeof INLINE_DOCUMENT_TYPES)[number];

/** The document's type from its first bytes, never from what the uploader claimed. */
export function sniffDocumentType(head: Uint8Array): InlineDocumentType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

async function documentType(media: R2Bucket, key: string): Promise<InlineDocumentType | null | 'missing'> {
  const head = await media.get(key, { range: { offset: 0, length: 8 } });
  if (!head) return 'missing';
  return sniffDocumentType(new Uint8Array(await head.arrayBuffer()));
}

export async function dealerDetail(media: R2Bucket, found: DealerFound) {
  const { merchant, customer } = found;
  const type = merchant.tradeRegistrationKey ? await documentType(media, merchant.tradeRegistrationKey) : 'missing';
  return {
    merchantId: merchant.id,
    customerId: customer.id,
    company: merchant.company,
    vatRegNo: merchant.vatRegNo,
    // The format check only: whether the ID has the country's prefix and pattern (no lookup at the tax office).
    vatFormatValid: merchant.vatRegNo ? isVatIdForCountry(merchant.vatRegNo, merchant.country) : false,
    address: { street: merchant.street, zipCode: merchant.zipCode, city: merchant.city, country: merchant.country },
    contact: { name: merchant.contactName, surname: merchant.contactSurname, phone: merchant.contactPhone },
    managingDirector: merchant.managingDirector,
    email: customer.email,
    emailVerified: customer.emailVerified,
    notificationLocale: merchant.notificationLocale,
    registeredAt: merchant.createdAt.getTime(),
    state: dealerState({ accepted: merchant.accepted, blocked: customer.merchantBlocked }),
    reviewReason: merchant.reviewReason,
    reviewedAt: merchant.reviewedAt?.getTime() ?? null,
    hasTradeRegistration: type !== 'missing',
    tradeRegistrationInline: type !== 'missing' && type !== null,
  };
}

/** The stored document with its sniffed type, or null when there is none. */
export async function tradeRegistration(media: R2Bucket, found: DealerFound) {
  const key = found.merchant.tradeRegistrationKey;
  if (!key) return null;
  const type = await documentType(media, key);
  if (type === 'missing') return null;
  const object = await media.get(key);
  if (!object) return null;
  return { body: object.body, size: object.size, type };
}
