/**
 * The one place where money, dates, numbers and units are formatted for display.
 * The spec fixes German conventions for every locale: EUR without decimals, de-DE dates, Berlin time.
 */

export const TIME_ZONE = 'Europe/Berlin';
export const KW_TO_PS = 1.35962;

const FORMAT_LOCALE = 'de-DE';

const euro = new Intl.NumberFormat(FORMAT_LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTime = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat(FORMAT_LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** Normalises the narrow no-break spaces Intl emits so output is stable across ICU versions. */
const normaliseSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, '\u00a0');

/** 12345 -> "12.345 €" */
export function formatEuro(amount: number): string {
  return normaliseSpaces(euro.format(Math.round(amount)));
}

/** 12345 -> "12.345" */
export function formatInteger(value: number): string {
  return integer.format(Math.round(value));
}

type DateInput = Date | string | number;
const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** "21.11.2026" in Berlin time. */
export function formatDate(value: DateInput): string {
  return date.format(toDate(value));
}

/** "21.11.2026, 14:30" in Berlin time. */
export function formatDateTime(value: DateInput): string {
  return normaliseSpaces(dateTime.format(toDate(value)));
}

/** "14:30" in Berlin time. */
export function formatTime(value: DateInput): string {
  return time.format(toDate(value));
}

/** "03.2019" for a first registration month and year. */
export function formatMonthYear(year: number, month: number): string {
  // Built by hand: Intl renders month and year alone as "03/2019" in de-DE.
  return `${String(month).padStart(2, '0')}.${year}`;
}

export const UNITS = ['km', 'cm³', 'kg', 'mm', 'kW'] as const;
export type Unit = (typeof UNITS)[number];

/** 12345, 'km' -> "12.345 km" */
export function formatUnit(value: number, unit: Unit): string {
  return `${formatInteger(value)}\u00a0${unit}`;
}

/** Kilowatts to metric horsepower, rounded as the spec requires. */
export function kwToPs(kw: number): number {
  return Math.round(kw * KW_TO_PS);
}

/** 110 -> "110 kW (150 PS)" */
export function formatPower(kw: number): string {
  return `${formatUnit(kw, 'kW')} (${formatInteger(kwToPs(kw))}\u00a0PS)`;
}
