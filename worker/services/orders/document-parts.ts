/** Pieces the order documents share: the parties' address blocks, the vehicle's data rows, dates and country names. */
import { formatDate, formatMonthYear, formatUnit } from '../../../domain/format.ts';
import type { OrderDocumentRows, PartyRow } from '../../db/repositories/orders.ts';
import type { DocumentLanguage, DocumentTexts } from './document-texts.ts';

export function countryName(code: string | null | undefined, language: DocumentLanguage): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const person = (party: PartyRow) => `${party.name} ${party.surname}`.trim();
const cityLine = (zip: string | null, city: string | null) => [zip, city].filter(Boolean).join(' ');

/** Name, contact and address of a party: a dealer's company address, a commercial seller's company, else the person. */
export function partyLines(party: PartyRow, texts: DocumentTexts, language: DocumentLanguage): string[] {
  const merchant = party.merchant;
  const company = merchant?.company ?? (party.profileType === 'COMMERCIAL' ? party.commercialCompany : null);
  const address = merchant
    ? [merchant.street, cityLine(merchant.zipCode, merchant.city), countryName(merchant.country, language)]
    : [party.street, cityLine(party.zipCode, party.city), countryName(party.country, language)];
  const vatId = merchant?.vatRegNo ?? party.vatRegNo;
  return [
    company || person(party),
    ...(company && person(party) ? [person(party)] : []),
    ...address,
    ...(vatId ? [`${texts.common.vatId} ${vatId}`] : []),
    `${texts.common.email} ${party.email}`,
  ].filter((line): line is string => Boolean(line));
}

export function vehicleName(rows: OrderDocumentRows, texts: DocumentTexts): string {
  return `${texts.common.productType[rows.product.productType]} ${rows.product.make} ${rows.product.model}`;
}

/** The vehicle's identifying data: kind, make and model, first registration, mileage, VIN when given, listing. */
export function vehicleRows(rows: OrderDocumentRows, texts: DocumentTexts): [string, string][] {
  const { product, values } = rows;
  return [
    [texts.common.vehicle, vehicleName(rows, texts)],
    [texts.common.firstRegistration, formatMonthYear(product.firstRegistrationYear, product.firstRegistrationMonth)],
    ...(product.mileage === null ? [] : [[texts.common.mileage, formatUnit(product.mileage, 'km')] as [string, string]]),
    ...(values.vin ? [[texts.common.vin, values.vin] as [string, string]] : []),
    [texts.common.listing, `#${product.id}`],
    [texts.common.auction, `#${rows.order.auctionId} · ${texts.common.via[viaOf(rows.order.via)]}`],
  ];
}

function viaOf(via: string): keyof DocumentTexts['common']['via'] {
  return via === 'buy_now' || via === 'renegotiation' || via === 'late_offer' ? via : 'auction';
}

/** When the vehicle can be collected: now, from a date, or by arrangement. */
export function pickupWhen(rows: OrderDocumentRows, texts: DocumentTexts): string {
  const { pickup_availability: availability, pickup_date: date } = rows.values;
  if (availability === 'now') return texts.contract.pickupNow;
  if (availability === 'later' && date && !Number.isNaN(Date.parse(date))) return texts.contract.pickupFrom(formatDate(date));
  return texts.contract.pickupAgreed;
}

export function soldAt(rows: OrderDocumentRows): Date {
  return rows.order.createdAt;
}
