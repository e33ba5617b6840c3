/**
 * Helpers for the ad editor tests: callers (a browser known by its visitor cookie, or a signed-in session), the
 * editor calls, valid and broken upload bytes, a complete motorhome, and what R2 and the mailbox hold.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { EditorProduct } from '../../worker/services/ads/editor-product.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

export type { EditorProduct };

/** Who calls: the scope of the editing calls (/public for prospects, /private signed in) and the headers that say who. */
export interface Caller {
  scope: 'public' | 'private';
  headers: Record<string, string>;
}

export interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
  existingProductId?: number;
}

export type Groups = Partial<Record<'datetimes' | 'ints' | 'decimals' | 'selects' | 'others', Record<string, unknown>>>;

/** A fresh browser: its own visitor cookie (cm24-uuid), no session. */
export function browser(extra: Record<string, string> = {}): Caller & { visitor: string } {
  const visitor = crypto.randomUUID();
  return { scope: 'public', visitor, headers: { Cookie: `cm24-uuid=${visitor}`, ...extra } };
}

/** A signed-in caller (bearer token); `extra` headers may add a browser's visitor cookie to the same calls. */
export function asCustomer(session: Session, extra: Record<string, string> = {}): Caller {
  return { scope: 'private', headers: { ...bearer(session), ...extra } };
}

/** A verified customer, signed in. */
export async function signedInSeller(options: { verified?: boolean; language?: string } = {}) {
  const customer = await createCustomer({ verified: options.verified ?? true, language: options.language ?? 'de' });
  const session = await login(customer.email);
  return { ...customer, session, caller: asCustomer(session) };
}

export const createAd = (caller: Caller, body: Record<string, unknown> = { productType: 'motorhome' }) =>
  call(`/${caller.scope}/product/create`, { method: 'POST', headers: caller.headers, json: body });

export const getAd = (caller: Caller, id: number) => call(`/${caller.scope}/product/get/${id}`, { headers: caller.headers });

export const updateAd = (caller: Caller, id: number, body: Record<string, unknown>) =>
  call(`/${caller.scope}/product/update/${id}`, { method: 'PUT', headers: caller.headers, json: body });

/** Creates an ad (201 expected) and answers the editor's view of it. */
export async function newAd(caller: Caller, attributes: Groups = {}, productType: 'motorhome' | 'trailer' = 'motorhome'): Promise<EditorProduct> {
  const response = await createAd(caller, { productType, attributes });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<EditorProduct>(response);
}

export async function readAd(caller: Caller, id: number): Promise<EditorProduct> {
  const response = await getAd(caller, id);
  expect(response.status).toBe(200);
  return json<EditorProduct>(response);
}

/** The attribute values of the ad as flat code -> value (the answer's groups merged). */
export function valuesOf(product: EditorProduct): Record<string, unknown> {
  const { datetimes, ints, decimals, selects, others } = product.attributes;
  return { ...datetimes, ...ints, ...decimals, ...selects, ...others };
}

export function percentOf(product: EditorProduct, set: string): number | undefined {
  return product.readyToSubmitForReview.attributeSets.find((entry) => entry.code === set)?.requiredPercent;
}

/** Every value a motorhome needs for review (photos and damages apart), in a German postcode. */
export const COMPLETE_MOTORHOME: Groups = {
  selects: { make: 'hymer', fuel: 'diesel', transmission: 'manual', hu_expired: 'yes', defects_exists: 'no', pickup_availability: 'now' },
  others: { model: 'B 678', zipcode: '20095', description: 'Gepflegt, Nichtraucher, Garagenfahrzeug.' },
  datetimes: { first_registration: '2019-05-01' },
  ints: { mileage: 45000, power: 103, length: 6990, beds: 4, licensed_weight: 3500, minimum_price: 30000 },
};

const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A VIN no other test uses (17 characters, upper case). */
export function uniqueVin(): string {
  const random = crypto.getRandomValues(new Uint8Array(10));
  return `WDB9066${[...random].map((byte) => VIN_LETTERS[byte % VIN_LETTERS.length]).join('')}`;
}

// Upload bytes (the builders of domain/uploads.test.ts) ------------------------------------------------------------

const text = (value: string): number[] => [...value].map((char) => char.charCodeAt(0));
const bytes = (...parts: number[][]): Uint8Array<ArrayBuffer> => new Uint8Array(parts.flat());
const u16 = (value: number): number[] => [(value >> 8) & 0xff, value & 0xff];
const u32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

const segment = (marker: number, payload: number[]): number[] => [0xff, marker, ...u16(payload.length + 2), ...payload];
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const APP0 = segment(0xe0, [...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const DQT = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);
const SOF0 = segment(0xc0, [8, ...u16(1), ...u16(1), 1, 1, 0x11, 0]);
const DHT = segment(0xc4, [0, 1, ...Array.from({ length: 15 }, () => 0), 0]);
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
const SCAN = [0x12, 0xff, 0x00, 0x34, 0x56, 0xff, 0x00, 0x78];

/** A tiny complete JPEG (SOI, tables, frame, one scan, EOI). */
export const JPEG = bytes(SOI, APP0, DQT, SOF0, DHT, SOS, SCAN, EOI);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: number[]): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
const chunk = (type: string, data: number[]): number[] => [...u32(data.length), ...text(type), ...data, ...u32(crc32([...text(type), ...data]))];

/** A 1x1 PNG. */
export const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  chunk('IHDR', [...u32(1), ...u32(1), 8, 2, 0, 0, 0]),
  chunk('IDAT', [0x78, 0x9c, 0x63, 0x60, 0x60, 0x60, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01]),
  chunk('IEND', []),
);

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const GIF = bytes(text('GIF89a'), [1, 0, 1, 0, 0x80, 0, 0], [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], [0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);
export const TEXT_FILE = new TextEncoder().encode('Fahrzeugschein: alles in Ordnung.\n');
/** A Windows executable's start, sent as a photo. */
export const EXECUTABLE = bytes(text('MZ'), [0x90, 0, 3, 0, 0, 0, 4, 0], Array.from({ length: 120 }, () => 0), text('This program cannot be run in DOS mode.'));
/** The JPEG without its end marker (an upload cut off). */
export const TRUNCATED_JPEG = JPEG.slice(0, JPEG.length - 2);

export const uploadPhoto = (caller: Caller, id: number, body: Uint8Array<ArrayBuffer>, options: { section?: 'exterior' | 'interior'; contentType?: string } = {}) =>
  call(`/${caller.scope}/product/${id}/images?section=${options.section ?? 'exterior'}`, {
    method: 'POST',
    headers: { ...caller.headers, 'Content-Type': options.contentType ?? 'image/jpeg' },
    body,
  });

export const uploadDocument = (caller: Caller, id: number, body: Uint8Array<ArrayBuffer>, options: { kind?: string; fileName?: string; contentType?: string } = {}) =>
  call(`/${caller.scope}/product/${id}/documents?kind=${options.kind ?? 'registration_certificate'}&fileName=${encodeURIComponent(options.fileName ?? 'schein.pdf')}`, {
    method: 'POST',
    headers: { ...caller.headers, 'Content-Type': options.contentType ?? 'application/pdf' },
    body,
  });

export interface UploadedPhoto {
  image: { id: string; value: string; position: number; section: 'exterior' | 'interior' } | null;
  gallery: { id: string; value: string; position: number; section: 'exterior' | 'interior' }[];
}

/** Uploads a photo (201 expected) and answers the new photo and the gallery. */
export async function addPhoto(caller: Caller, id: number, body: Uint8Array<ArrayBuffer> = JPEG, section: 'exterior' | 'interior' = 'exterior'): Promise<UploadedPhoto> {
  const response = await uploadPhoto(caller, id, body, { section });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<UploadedPhoto>(response);
}

/** Every R2 key under a prefix. */
export async function r2Keys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ prefix, ...(cursor ? { cursor } : {}) });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

/** A complete ad of the caller with three photos and a registration certificate: ready once the account is. */
export async function readyAd(caller: Caller, attributes: Groups = COMPLETE_MOTORHOME): Promise<number> {
  const ad = await newAd(caller, attributes);
  for (let index = 0; index < 3; index += 1) await addPhoto(caller, ad.entityId);
  const document = await uploadDocument(caller, ad.entityId, PDF);
  expect(document.status).toBe(201);
  return ad.entityId;
}

/** The personal data of a private seller in Germany. */
export const PRIVATE_SELLER = {
  profileType: 'PRIVATE',
  name: 'Anna',
  surname: 'Becker',
  zipCode: '20095',
  city: 'Hamburg',
  country: 'DE',
  acceptTerms: true,
} as const;

export const personalData = (caller: Caller, id: number, body: Record<string, unknown>) =>
  call(`/${caller.scope}/product/${id}/personal-data`, { method: 'PUT', headers: caller.headers, json: body });

export const submitAd = (caller: Caller, id: number) => call(`/${caller.scope}/product/submit/${id}`, { method: 'POST', headers: caller.headers });

export async function mailsTo(recipient: string) {
  const rows = await env.DB.prepare('SELECT kind, locale, subject, text FROM mail_outbox WHERE recipient = ? ORDER BY id')
    .bind(recipient)
    .all<{ kind: string; locale: string; subject: string; text: string }>();
  return rows.results;
}

export async function productRow(id: number) {
  return env.DB.prepare('SELECT customer_id, status, make, make_code, model, minimum_price, buy_now_price, vin_key, zip_code, source, source_url, funnel, deleted_at FROM products WHERE id = ?')
    .bind(id)
    .first<{
      customer_id: number;
      status: string;
      make: string;
      make_code: string;
      model: string;
      minimum_price: number | null;
      buy_now_price: number | null;
      vin_key: string | null;
      zip_code: string;
      source: string | null;
      source_url: string | null;
      funnel: string | null;
      deleted_at: number | null;
    }>();
}

/** A raw i18n key such as "validation.min_target_price" instead of a sentence. */
export const RAW_KEY = /^(errors|validation)\.[\w.]+$/;
