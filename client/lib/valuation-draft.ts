/**
 * The valuation funnel's draft as the form keeps it (typed text, choices, ticks), its copy in localStorage so a
 * reload keeps what was typed, the merge with the server's answer, and the PUT body built from it.
 */
import type { ValuationAnswer, ValuationField, ValuationUpdate } from '../../domain/valuation/form.ts';
import { FUELS, PLANNED_SALE, VALUATION_EQUIPMENT, YES_NO_UNKNOWN } from '../../domain/valuation/fields.ts';
import type { ValuationProductType } from '../../domain/valuation/types.ts';

/** What a field holds in the form: text as typed (numbers too), a tick, or the ticked equipment codes. */
export type DraftValue = string | boolean | string[];
export type DraftValues = Partial<Record<ValuationField, DraftValue>>;

export interface ValuationDraft {
  /** The valuation's vehicle once the server has stored one; a draft of another valuation is not merged. */
  entityId: number | null;
  values: DraftValues;
}

export const NUMBER_FIELDS = ['firstRegistrationYear', 'firstRegistrationMonth', 'mileage', 'powerKw', 'lengthMm', 'desiredPrice'] as const satisfies readonly ValuationField[];
const TEXT_FIELDS = ['make', 'model', 'zipCode', 'name', 'email', 'phone'] as const satisfies readonly ValuationField[];
const CHOICES = { fuel: FUELS, serviceBook: YES_NO_UNKNOWN, damaged: YES_NO_UNKNOWN, smokerCar: YES_NO_UNKNOWN, plannedSale: PLANNED_SALE } as const;
const VEHICLE_FIELDS = ['make', 'model', 'firstRegistrationYear', 'firstRegistrationMonth', 'mileage', 'fuel', 'powerKw', 'lengthMm', 'zipCode', 'serviceBook', 'damaged', 'smokerCar', 'equipment'] as const satisfies readonly ValuationField[];
/** A text longer than any rule allows is no draft anyone typed. */
const MAX_TEXT = 300;

const isNumberField = (field: string): field is (typeof NUMBER_FIELDS)[number] => (NUMBER_FIELDS as readonly string[]).includes(field);
const isChoiceField = (field: string): field is keyof typeof CHOICES => field in CHOICES;

/**
 * A typed whole number: spaces, dots and apostrophes are thousands separators ("12.500 km" is 12500); empty is no
 * value; anything else is 'invalid' (the form says so, the draft is saved without it).
 */
export function readNumber(text: string): number | undefined | 'invalid' {
  const compact = text.replace(/[\s.'’]/g, '');
  if (compact === '') return undefined;
  return /^\d{1,9}$/.test(compact) ? Number(compact) : 'invalid';
}

/** Keeps only known fields with values of their kind (a stored copy may be old, edited or broken). */
export function cleanValues(input: unknown): DraftValues {
  if (input === null || typeof input !== 'object') return {};
  const values: DraftValues = {};
  for (const [field, value] of Object.entries(input as Record<string, unknown>)) {
    if (isNumberField(field) || (TEXT_FIELDS as readonly string[]).includes(field)) {
      if (typeof value === 'string' && value.length <= MAX_TEXT) values[field as ValuationField] = value;
      else if (typeof value === 'number' && Number.isFinite(value)) values[field as ValuationField] = String(value);
    } else if (isChoiceField(field)) {
      if (typeof value === 'string' && (CHOICES[field] as readonly string[]).includes(value)) values[field] = value;
    } else if (field === 'equipment') {
      if (Array.isArray(value)) values.equipment = VALUATION_EQUIPMENT.filter((code) => value.includes(code));
    } else if (field === 'acceptedPrivacy') {
      if (typeof value === 'boolean') values.acceptedPrivacy = value;
    }
  }
  return values;
}

/** The stored draft, or null when there is none or it cannot be read (a broken copy is ignored, never fatal). */
export function parseDraft(raw: string | null): ValuationDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { entityId?: unknown; values?: unknown };
    const entityId = typeof parsed.entityId === 'number' && Number.isInteger(parsed.entityId) && parsed.entityId > 0 ? parsed.entityId : null;
    return { entityId, values: cleanValues(parsed.values) };
  } catch {
    return null;
  }
}

/** The form's draft from a valuation answer (numbers as text, nulls left out). */
export function draftFromAnswer(answer: ValuationAnswer): ValuationDraft {
  const { product, valuate_my_vehicle: contact } = answer;
  const { entityId, productType: _type, ...vehicle } = product;
  const values = cleanValues({
    ...vehicle,
    name: contact.name ?? undefined,
    email: contact.email ?? undefined,
    phone: contact.phone ?? undefined,
    desiredPrice: contact.desiredPrice ?? undefined,
    plannedSale: contact.plannedSale ?? undefined,
  });
  return { entityId, values };
}

const hasValue = (value: DraftValue | undefined) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The draft to show after a reload: the browser's copy is written on every keystroke and the server's only on step
 * changes and pauses, so the browser's values win; the server fills what the browser lacks. A copy that belongs to
 * another valuation (another vehicle id) is left out.
 */
export function mergeDrafts(server: ValuationDraft | null, local: ValuationDraft | null): ValuationDraft {
  if (!server) return local ?? { entityId: null, values: {} };
  if (!local || (local.entityId !== null && local.entityId !== server.entityId)) return server;
  const values: DraftValues = { ...server.values };
  for (const [field, value] of Object.entries(local.values) as [ValuationField, DraftValue][]) {
    if (hasValue(value) || field === 'acceptedPrivacy') values[field] = value;
  }
  return { entityId: server.entityId, values };
}

/** The typed value of one field for checks and the PUT body: numbers parsed, empty text as no value. */
export function typedValue(field: ValuationField, value: DraftValue | undefined): string | number | boolean | string[] | undefined | 'invalid' {
  if (value === undefined) return undefined;
  if (isNumberField(field)) return typeof value === 'string' ? readNumber(value) : undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  return value;
}

/** PUT /public/valuate-my-vehicle/update's body: what can be sent of the draft (a number that does not read yet waits). */
export function updateBody(kind: ValuationProductType, values: DraftValues, step: number, submit = false): ValuationUpdate {
  const product: Record<string, unknown> = { productType: kind };
  const contact: Record<string, unknown> = { step };
  if (submit) contact.submit = true;
  for (const [field, raw] of Object.entries(values) as [ValuationField, DraftValue][]) {
    const value = typedValue(field, raw);
    if (value === undefined || value === 'invalid') continue;
    if ((VEHICLE_FIELDS as readonly string[]).includes(field)) product[field] = value;
    else contact[field] = value;
  }
  return { product, valuate_my_vehicle: contact } as ValuationUpdate;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (kind: ValuationProductType) => `valuation-draft:${kind}`;

/** localStorage when the browser allows it (private modes and SSR do not): a missing store only loses the copy. */
function browserStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadLocalDraft(kind: ValuationProductType, store: KeyValueStore | null = browserStore()): ValuationDraft | null {
  try {
    return parseDraft(store?.getItem(draftKey(kind)) ?? null);
  } catch {
    return null;
  }
}

export function saveLocalDraft(kind: ValuationProductType, draft: ValuationDraft, store: KeyValueStore | null = browserStore()): void {
  try {
    store?.setItem(draftKey(kind), JSON.stringify(draft));
  } catch {
    // A full or blocked store only loses the browser's copy; the server keeps the draft on every step.
  }
}

export function clearLocalDraft(kind: ValuationProductType, store: KeyValueStore | null = browserStore()): void {
  try {
    store?.removeItem(draftKey(kind));
  } catch {
    // Nothing to clear.
  }
}

/** A server's field key ("product.make", "valuate_my_vehicle.email") as the form's field name. */
export function formField(serverKey: string): string {
  return serverKey.split('.').pop() ?? serverKey;
}
