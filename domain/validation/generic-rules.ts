/**
 * The spec's generic field rules that are not tied to one form: letters only (alpha), letters with dashes and
 * underscores (alpha_dash), letters with spaces (alpha_spaces), letters and digits (alphanumeric), a repeated value
 * (confirmation), an image's pixel size (image_dimensions) and a pattern (invalid format). Pure predicates; the
 * message of each is validation.{rule} (see GENERIC_RULE_KEYS).
 */

/** The i18n keys of these rules' messages, one per rule; "invalid format" reuses the general validation.invalid. */
export const GENERIC_RULE_KEYS = {
  alpha: 'validation.alpha',
  alphaDash: 'validation.alpha_dash',
  alphaSpaces: 'validation.alpha_spaces',
  alphanumeric: 'validation.alphanumeric',
  confirmation: 'validation.confirmation',
  imageDimensions: 'validation.image_dimensions',
  format: 'validation.invalid',
} as const;

// Letters of any script (with their combining marks), since names and places in our eight languages have
// umlauts, å, ł, ř and the like; digits are any decimal digits, so "١٢" counts like "12".
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_DASH = /^[\p{L}\p{M}\p{Nd}_-]+$/u;
const ALPHA_SPACES = /^[\p{L}\p{M} ]+$/u;
const ALPHANUMERIC = /^[\p{L}\p{M}\p{Nd}]+$/u;

const test = (pattern: RegExp) => (value: unknown): boolean => typeof value === 'string' && pattern.test(value);

/** Letters only. */
export const isAlpha = test(ALPHA);
/** Letters, digits, dashes and underscores (the spec's "alpha with dashes and underscores", as vee-validate has it). */
export const isAlphaDash = test(ALPHA_DASH);
/** Letters and (ordinary) spaces; a value of spaces only is not an answer, so it fails. */
export const isAlphaSpaces = (value: unknown): boolean => test(ALPHA_SPACES)(value) && (value as string).trim() !== '';
/** Letters and digits. */
export const isAlphanumeric = test(ALPHANUMERIC);

/**
 * A repeated entry (password, new e-mail) equals the first one. Exact comparison: passwords keep their spaces and
 * case; a caller that normalises e-mails compares the normalised forms.
 */
export function isConfirmation(repeat: unknown, original: unknown): boolean {
  return typeof repeat === 'string' && typeof original === 'string' && repeat === original;
}

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * An image has exactly the required width x height (the spec's "image dimensions width x height"), or, with
 * { atLeast: true }, at least that size in both directions. Sizes that are not positive whole numbers fail.
 */
export function hasImageDimensions(image: PixelSize, required: PixelSize, options: { atLeast?: boolean } = {}): boolean {
  const valid = (n: number) => Number.isInteger(n) && n > 0;
  if (![image.width, image.height, required.width, required.height].every(valid)) return false;
  return options.atLeast
    ? image.width >= required.width && image.height >= required.height
    : image.width === required.width && image.height === required.height;
}

/** The value matches the whole pattern ("invalid format" otherwise); anchors are added, so a part match fails. */
export function matchesFormat(value: unknown, pattern: RegExp): boolean {
  if (typeof value !== 'string') return false;
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return whole.test(value);
}
