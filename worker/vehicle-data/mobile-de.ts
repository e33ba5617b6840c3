/**
 * Production classifieds-portal adapter for mobile.de: one ad fetched by its id from the Search-API
 * (GET https://services.mobile.de/search-api/ad/<id>, HTTP Basic, Accept: application/vnd.de.mobile.api+json, the
 * "New Json" format). Documented by mobile.de (services.mobile.de/docs/search-api.html): the path, Basic auth and
 * media type. The field names read here are those of the New Json ad as seen in integrations of the same endpoint
 * and in the Seller-API's ad format: mobileAdId, detailPageUrl, vehicleClass, category, make, model,
 * modelDescription, firstRegistration and generalInspection ('YYYYMM'), mileage (km), power (kW), fuel ('DIESEL',
 * 'PETROL', 'LPG', 'ELECTRICITY', 'HYBRID…'), gearbox ('MANUAL_GEAR', 'AUTOMATIC_GEAR', 'SEMIAUTOMATIC_GEAR'), seats,
 * plainTextDescription / description. Assumptions to verify with a live account: the motorhome class is
 * 'MotorHome' and caravans are told apart by a category containing 'Caravan'; body-type categories are read by
 * their words (alcove, part/semi-integrated, integrated, van). Prices are deliberately not imported.
 */
import type { ProductKind } from '../../domain/attributes.ts';
import { basicAuth, type FetchLike, getJson, globalFetch } from './http.ts';
import { type ClassifiedsPortal, type ImportedVehicle, VehicleImportError } from './port.ts';
import {
  categoryFrom,
  cleanValues,
  description,
  inspectionValues,
  isoDay,
  isRecord,
  makeValues,
  monthEnd,
  monthStart,
  positiveInt,
  type RawValues,
  text,
  wholeNumber,
} from './values.ts';

export const MOBILE_DE_AD_URL = 'https://services.mobile.de/search-api/ad/';
export const MOBILE_DE_MEDIA_TYPE = 'application/vnd.de.mobile.api+json';

const FUELS: Record<string, string> = {
  DIESEL: 'diesel',
  PETROL: 'petrol',
  LPG: 'lpg',
  ELECTRICITY: 'electric',
  HYBRID: 'hybrid',
  HYBRID_DIESEL: 'hybrid',
  HYBRID_PETROL: 'hybrid',
};

/** A semi-automatic (automated manual) has no clutch pedal; buyers filter it with the automatics. */
const GEARBOXES: Record<string, string> = {
  MANUAL_GEAR: 'manual',
  AUTOMATIC_GEAR: 'automatic',
  SEMIAUTOMATIC_GEAR: 'automatic',
};

const AD_ID = /^\d{1,15}$/;

/** The numeric ad id of a bare id or a mobile.de URL (?id=, /id/<n>, or a path ending in the id); null otherwise. */
export function mobileAdId(reference: string): string | null {
  const trimmed = reference.trim();
  if (AD_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!['http:', 'https:'].includes(url.protocol) || (host !== 'mobile.de' && !host.endsWith('.mobile.de'))) return null;
  const query = url.searchParams.get('id');
  if (query && AD_ID.test(query)) return query;
  const path = url.pathname.match(/\/id\/(\d{1,15})(?:[/.]|$)/) ?? url.pathname.match(/\/(\d{1,15})(?:\.html?)?\/?$/);
  return path?.[1] ?? null;
}

export function mobileDeKind(vehicleClass: unknown, category: unknown): ProductKind | null {
  const cls = text(vehicleClass)?.toLowerCase() ?? '';
  const cat = text(category)?.toLowerCase() ?? '';
  if (cat.includes('caravan') || cls.includes('caravan')) return 'trailer';
  if (cls === 'motorhome' || cat.includes('motorhome')) return 'motorhome';
  return null;
}

/** The detail page named in the answer when it is an https mobile.de link, else the canonical one for the id. */
function pageUrl(value: unknown, id: string): string {
  try {
    const url = new URL(text(value) ?? '');
    if (url.protocol === 'https:' && (url.hostname === 'mobile.de' || url.hostname.endsWith('.mobile.de'))) return url.toString();
  } catch {
    // fall through to the canonical page
  }
  return `https://suchen.mobile.de/fahrzeuge/details.html?id=${id}`;
}

export function mapMobileDeAd(ad: Record<string, unknown>, id: string, today: string): ImportedVehicle {
  const kind = mobileDeKind(ad.vehicleClass, ad.category);
  const raw: RawValues = {
    ...makeValues(ad.make),
    model: text(ad.model) ?? text(ad.modelDescription),
    first_registration: monthStart(ad.firstRegistration),
    mileage: wholeNumber(ad.mileage),
    power: positiveInt(ad.power),
    fuel: FUELS[text(ad.fuel)?.toUpperCase() ?? ''],
    transmission: GEARBOXES[text(ad.gearbox)?.toUpperCase() ?? ''],
    category: categoryFrom(ad.category),
    seats: positiveInt(ad.seats),
    description: description(ad.plainTextDescription) ?? description(ad.description),
    ...inspectionValues(monthEnd(ad.generalInspection), today),
  };
  return { productType: kind, values: cleanValues(kind, raw), sourceUrl: pageUrl(ad.detailPageUrl, id) };
}

export interface MobileDeOptions {
  username: string;
  password: string;
  fetch?: FetchLike;
  now?: () => Date;
}

export class MobileDePortal implements ClassifiedsPortal {
  private readonly authorization: string;
  private readonly fetch: FetchLike;
  private readonly now: () => Date;

  constructor(options: MobileDeOptions) {
    this.authorization = basicAuth(options.username, options.password);
    this.fetch = options.fetch ?? globalFetch;
    this.now = options.now ?? (() => new Date());
  }

  async fetchAd(reference: string): Promise<ImportedVehicle> {
    const id = mobileAdId(reference);
    if (!id) throw new VehicleImportError('not_found', 'reference is neither a mobile.de ad URL nor an ad id');
    const answer = await getJson(
      this.fetch,
      MOBILE_DE_AD_URL + id,
      { Authorization: this.authorization, Accept: MOBILE_DE_MEDIA_TYPE },
      { 401: 'unauthorized', 403: 'unauthorized', 404: 'not_found' },
    );
    if (!isRecord(answer)) throw new VehicleImportError('failed', 'answer is not an ad');
    return mapMobileDeAd(answer, id, isoDay(this.now()));
  }
}
