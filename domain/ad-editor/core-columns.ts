/**
 * Which attribute values of an ad live in the products row (the columns every list, card and search reads) and
 * how the editor's values become those columns. Every other attribute is a row of product_values.
 */
import type { AttributeDef, ProductKind } from '../attributes.ts';
import type { AttributeValue } from '../product.ts';

/** The products columns the editor writes. Text columns that may not be null hold '' and numbers 0 until filled. */
export interface CoreColumns {
  make: string;
  makeCode: string;
  model: string;
  firstRegistrationYear: number;
  firstRegistrationMonth: number;
  mileage: number | null;
  powerKw: number | null;
  fuel: string | null;
  transmission: string | null;
  lengthMm: number | null;
  beds: number | null;
  seats: number | null;
  weightKg: number | null;
  zipCode: string;
  city: string;
  description: string | null;
  defectsDescription: string | null;
  minimumPrice: number | null;
  buyNowPrice: number | null;
  vatReportable: boolean;
}

type ColumnWriter = (value: AttributeValue | null, values: Record<string, AttributeValue | null>) => Partial<CoreColumns>;

const int = (value: AttributeValue | null) => (typeof value === 'number' ? value : null);
const text = (value: AttributeValue | null) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function registration(value: AttributeValue | null): Partial<CoreColumns> {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})/.exec(value) : null;
  return match ? { firstRegistrationYear: Number(match[1]), firstRegistrationMonth: Number(match[2]) } : { firstRegistrationYear: 0, firstRegistrationMonth: 0 };
}

/** Codes stored as columns, per kind (a trailer's length and weight have their own codes). */
function writers(kind: ProductKind, makeName: (code: string) => string): Record<string, ColumnWriter> {
  const trailer = kind === 'trailer';
  return {
    make: (value, values) => {
      const code = text(value) ?? '';
      const name = code === 'other' ? (text(values.make_other ?? null) ?? '') : code ? makeName(code) : '';
      return { makeCode: code, make: name };
    },
    make_other: (value, values) => (values.make === 'other' ? { make: text(value) ?? '' } : {}),
    model: (value) => ({ model: text(value) ?? '' }),
    first_registration: registration,
    mileage: (value) => ({ mileage: int(value) }),
    power: (value) => ({ powerKw: int(value) }),
    fuel: (value) => ({ fuel: text(value) }),
    transmission: (value) => ({ transmission: text(value) }),
    [trailer ? 'trailer_length' : 'length']: (value) => ({ lengthMm: int(value) }),
    beds: (value) => ({ beds: int(value) }),
    seats: (value) => ({ seats: int(value) }),
    [trailer ? 'trailer_licensed_weight' : 'licensed_weight']: (value) => ({ weightKg: int(value) }),
    zipcode: (value) => ({ zipCode: text(value) ?? '' }),
    // The place's name is kept as a value too (the editor shows what was typed); the column feeds cards and lists.
    location: (value) => ({ city: text(value)?.slice(0, 100) ?? '' }),
    description: (value) => ({ description: text(value) }),
    defects_description: (value) => ({ defectsDescription: text(value) }),
    minimum_price: (value) => ({ minimumPrice: int(value) }),
    buy_now_price: (value) => ({ buyNowPrice: int(value) }),
    vat_reportable: (value) => ({ vatReportable: value === 'yes' }),
  };
}

/** Codes whose value lives only in a column (location and make_other are kept as values as well). */
export function columnOnlyCodes(kind: ProductKind): Set<string> {
  const codes = Object.keys(writers(kind, () => ''));
  return new Set(codes.filter((code) => code !== 'location' && code !== 'make_other'));
}

/**
 * The column updates for a set of changes (`null` clears). `values` are all values after the change, so a make
 * named "other" takes its name from make_other whichever of the two changed.
 */
export function coreColumnChanges(
  definitions: readonly AttributeDef[],
  kind: ProductKind,
  changes: Record<string, AttributeValue | null>,
  values: Record<string, AttributeValue | null>,
): Partial<CoreColumns> {
  const makeOptions = definitions.find((def) => def.code === 'make')?.options ?? [];
  const makeName = (code: string) => makeOptions.find((option) => option.code === code)?.labels.de ?? code;
  const table = writers(kind, makeName);
  const columns: Partial<CoreColumns> = {};
  for (const [code, value] of Object.entries(changes)) {
    const write = table[code];
    if (write) Object.assign(columns, write(value, values));
  }
  return columns;
}
