/**
 * How alike two vehicles are, 0..1: a weighted mean of make, model/series, age, mileage, length and equipment
 * scores. Only vehicles of the same product type are ever compared (the caller filters).
 */
import type { ComparableSale, ValuationSubject } from './types.ts';

/** The make weighs most: the same layout from another make sells at another price level. */
export const MAKE_WEIGHT = 3;
/** Model or series (the first model word is the series, e.g. "Sky" in "Sky TI 650 MEG"); only counts within the make. */
export const MODEL_WEIGHT = 2;
export const AGE_WEIGHT = 2;
export const MILEAGE_WEIGHT = 1;
export const LENGTH_WEIGHT = 1;
export const EQUIPMENT_WEIGHT = 0.5;

/** Age score halves roughly every 2.8 years of difference: exp(-years / 4). */
export const AGE_SCALE_YEARS = 4;
/** Mileage score: exp(-km difference / 60,000). */
export const MILEAGE_SCALE_KM = 60_000;
/** Length score: exp(-mm difference / 1,000); one metre is a different vehicle class. */
export const LENGTH_SCALE_MM = 1_000;
/** Score of a criterion one side does not know (neither alike nor unlike). */
export const UNKNOWN_SCORE = 0.5;

/** Folds case, umlauts and punctuation, so "Bürstner" and "buerstner" are one make. */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The model's words, normalised ("Sky TI 650 MEG" -> sky, ti, 650, meg). */
export function modelTokens(model: string): string[] {
  return normalizeName(model)
    .split(' ')
    .filter((token) => token.length > 0);
}

/** |A ∩ B| / |A ∪ B|; two empty sets say nothing, so they score UNKNOWN_SCORE. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size === 0 && right.size === 0) return UNKNOWN_SCORE;
  let shared = 0;
  for (const item of left) if (right.has(item)) shared++;
  return shared / (left.size + right.size - shared);
}

/** Same series (first word) counts 0.6, the remaining 0.4 is the overlap of all model words. */
export function modelScore(a: string, b: string): number {
  const left = modelTokens(a);
  const right = modelTokens(b);
  if (left.length === 0 || right.length === 0) return 0;
  const series = left[0] === right[0] ? 0.6 : 0;
  return series + 0.4 * jaccard(left, right);
}

function closeness(a: number | null, b: number | null, scale: number): number {
  if (a === null || b === null) return a === b ? 1 : UNKNOWN_SCORE;
  return Math.exp(-Math.abs(a - b) / scale);
}

export interface SimilarityParts {
  make: number;
  model: number;
  age: number;
  mileage: number;
  length: number;
  equipment: number;
}

export function similarityParts(subject: ValuationSubject, sale: ComparableSale): SimilarityParts {
  const sameMake = normalizeName(subject.make) === normalizeName(sale.make);
  return {
    make: sameMake ? 1 : 0,
    model: sameMake ? modelScore(subject.model, sale.model) : 0,
    age: Math.exp(-Math.abs(subject.firstRegistrationYear - sale.firstRegistrationYear) / AGE_SCALE_YEARS),
    mileage: closeness(subject.mileage, sale.mileage, MILEAGE_SCALE_KM),
    length: closeness(subject.lengthMm, sale.lengthMm, LENGTH_SCALE_MM),
    equipment: jaccard(subject.equipment, sale.equipment),
  };
}

const TOTAL_WEIGHT = MAKE_WEIGHT + MODEL_WEIGHT + AGE_WEIGHT + MILEAGE_WEIGHT + LENGTH_WEIGHT + EQUIPMENT_WEIGHT;

/** 0..1; 1 is the same make, series, year, mileage, length and equipment. */
export function similarity(subject: ValuationSubject, sale: ComparableSale): number {
  const parts = similarityParts(subject, sale);
  const sum =
    MAKE_WEIGHT * parts.make +
    MODEL_WEIGHT * parts.model +
    AGE_WEIGHT * parts.age +
    MILEAGE_WEIGHT * parts.mileage +
    LENGTH_WEIGHT * parts.length +
    EQUIPMENT_WEIGHT * parts.equipment;
  return sum / TOTAL_WEIGHT;
}
