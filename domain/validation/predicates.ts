/** The spec's validation rules as pure predicates; the zod schemas, forms and API all build on these. */

/** Fails on '' (after trim), null, undefined, an empty array and false, as the spec's "required" does. */
export function isRequired(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A yes/no answer: only the booleans themselves, so 'true', 1 or null do not count as answered. */
export function isRequiredBoolean(value: unknown): boolean {
  return value === true || value === false;
}

/** RFC 5321 limits: 254 characters in all, 64 for the local part, 63 per domain label. */
const EMAIL_MAX = 254;
const LOCAL_MAX = 64;
// Local part: RFC 5322 atext (letters may be non-ASCII, RFC 6531) in dot-separated runs; quoted local
// parts are left out on purpose, since nobody types them and they would let <, > and spaces through.
const EMAIL_LOCAL = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
// The top-level domain is letters only (no "a@b.123"), or its punycode form.
const TOP_LEVEL_DOMAIN = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** An address a person can receive mail at: atext local part, a dotted domain and a top-level domain of letters. */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    local.length <= LOCAL_MAX &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(tld)
  );
}

/** Spec: +, 0 or 00, then a digit 1-9, then 4-32 digits, spaces, hyphens, parentheses or dots. */
const PHONE_PERSONAL = /^(?:\+|00|0)[1-9][0-9 \-().]{4,32}$/;

export function isTelephonePersonalData(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PERSONAL.test(value);
}

/** Spec: + followed by digits and spaces, at least 5 digits in all. */
export function isTelephone(value: unknown): boolean {
  return typeof value === 'string' && /^\+[0-9 ]+$/.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 5;
}

/** Any European postcode we serve: 4-5 digits, or the Dutch 4 digits plus 2 letters (one space allowed between). */
export function isZipCode(value: unknown): boolean {
  return typeof value === 'string' && /^(?:[0-9]{4,5}|[0-9]{4} ?[A-Za-z]{2})$/.test(value);
}

/** German postcode: exactly 5 digits. */
export function isZipCodeDe(value: unknown): boolean {
  return typeof value === 'string' && /^[0-9]{5}$/.test(value);
}

/** Dutch postcode: 4 digits without a leading 0, an optional single space, 2 letters in either case. */
export function isZipCodeNl(value: unknown): boolean {
  return typeof value === 'string' && /^[1-9][0-9]{3} ?[A-Za-z]{2}$/.test(value);
}

export const PASSWORD_MIN = 8;
/** A ceiling so that hashing an overlong password cannot be used to burn CPU. */
export const PASSWORD_MAX = 128;

/**
 * Spec: at least 1 uppercase letter, 1 lowercase letter and 1 digit. The spec sets no length; the minimum of 8
 * is our decision. Letters are ASCII, like the sign-up form's rule, so both accept the same passwords.
 */
export function isStrongPassword(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value)
  );
}

/** Dutch plate as the RDW writes it: capital letters, digits and hyphens, 6-8 characters, a letter and a digit. */
export function isDutchLicensePlate(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z0-9-]{6,8}$/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

/** Spec: "license_plate_nl always passes"; kept as a function so forms can name the rule like the others. */
export function isLicensePlateNl(_value: unknown): boolean {
  return true;
}

/** Spec: an importer link is any text that contains a digit. */
export function isImporterLink(value: unknown): boolean {
  return typeof value === 'string' && /[0-9]/.test(value);
}

/** Free and consumer (ISP) mail domains popular in Europe; dealers must register with a company address. */
export const FREE_EMAIL_PROVIDERS: readonly string[] = [
  // International
  'gmail.com', 'googlemail.com', 'outlook.com', 'outlook.de', 'hotmail.com', 'hotmail.de', 'hotmail.nl',
  'hotmail.fr', 'hotmail.it', 'hotmail.es', 'hotmail.co.uk', 'live.com', 'live.de', 'live.nl', 'live.fr',
  'live.it', 'msn.com', 'yahoo.com', 'yahoo.de', 'yahoo.fr', 'yahoo.it', 'yahoo.es', 'yahoo.co.uk', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'aol.de', 'mail.com', 'protonmail.com', 'protonmail.ch',
  'proton.me', 'pm.me', 'tutanota.com', 'tuta.io', 'yandex.com', 'yandex.ru', 'mail.ru', 'zoho.com',
  // Germany, Austria, Switzerland
  'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'gmx.com', 'web.de', 't-online.de', 'freenet.de', 'mail.de',
  'posteo.de', 'mailbox.org', 'arcor.de', 'online.de', 'vodafonemail.de', 'hotmail.at', 'live.at', 'bluewin.ch',
  'hotmail.ch',
  // Benelux
  'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'hetnet.nl', 'xs4all.nl', 'outlook.nl', 'telenet.be',
  'skynet.be', 'hotmail.be', 'live.be',
  // Nordics
  'telia.com', 'spray.se', 'bredband.net', 'jubii.dk', 'mail.dk',
  // Poland, Czechia
  'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl', 'gazeta.pl', 'seznam.cz', 'email.cz', 'centrum.cz',
  // Italy, France, Spain
  'tiscali.it', 'libero.it', 'virgilio.it', 'orange.fr', 'wanadoo.fr', 'laposte.net', 'free.fr', 'sfr.fr',
  'telefonica.net', 'terra.es',
];

const FREE_PROVIDER_SET = new Set(FREE_EMAIL_PROVIDERS);

/** The lower-cased domain of an address (a bare domain is taken as is), without a trailing root dot. */
function emailDomain(value: string): string {
  return value.slice(value.lastIndexOf('@') + 1).trim().toLowerCase().replace(/\.$/, '');
}

/** Whether the address (or bare domain) belongs to a free mail provider. */
export function isFreeEmailProvider(value: string): boolean {
  return FREE_PROVIDER_SET.has(emailDomain(value));
}

/** The domains people mistype most; order breaks ties, so the most used come first. */
const TYPO_TARGETS: readonly string[] = [
  'gmail.com', 'gmx.de', 'web.de', 't-online.de', 'hotmail.com', 'outlook.com', 'yahoo.com', 'yahoo.de',
  'gmx.net', 'googlemail.com', 'icloud.com', 'hotmail.de', 'outlook.de', 'live.com', 'live.de', 'freenet.de',
  'aol.com', 'mail.de', 'posteo.de', 'ziggo.nl', 'kpnmail.nl', 'hotmail.nl', 'live.nl', 'planet.nl', 'home.nl',
  'protonmail.com', 'wp.pl', 'onet.pl', 'interia.pl', 'seznam.cz', 'orange.fr', 'libero.it', 'telia.com',
];
/** Every domain that is right as typed; none of them is ever "corrected". */
const KNOWN_DOMAINS = new Set([...FREE_EMAIL_PROVIDERS, ...TYPO_TARGETS]);
/** Top-level domains that exist only as typos, so fixing them cannot break a real address. */
const TLD_FIXES: Readonly<Record<string, string>> = { con: 'com', cmo: 'com', coom: 'com', comm: 'com', dee: 'de', ed: 'de', nll: 'nl' };

/** Optimal string alignment distance: Levenshtein plus adjacent transposition, since "gmial" is one slip. */
function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest typo target within reach: 2 edits, 1 for short domains where 2 would reach unrelated ones. */
function closestTarget(domain: string): string | null {
  const reach = domain.length < 7 ? 1 : 2;
  let best: string | null = null;
  let bestDistance = reach + 1;
  for (const target of TYPO_TARGETS) {
    if (Math.abs(target.length - domain.length) > reach) continue;
    const distance = editDistance(domain, target);
    if (distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The address with its domain corrected when the domain looks like a typo of a common provider ("gmial.com",
 * "web.d", "x.con"), else null. Only a hint for the form ("is your e-mail address correct?"), never a rejection.
 */
export function emailTypoSuggestion(value: string): string | null {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || trimmed.length > EMAIL_MAX || /\s/.test(trimmed)) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (!domain.includes('.') || KNOWN_DOMAINS.has(domain)) return null;

  const dot = domain.lastIndexOf('.');
  const tldFix = TLD_FIXES[domain.slice(dot + 1)];
  const tldFixed = tldFix ? `${domain.slice(0, dot)}.${tldFix}` : null;
  if (tldFixed && KNOWN_DOMAINS.has(tldFixed)) return `${local}@${tldFixed}`;

  const suggestion = (tldFixed ? closestTarget(tldFixed) : null) ?? closestTarget(domain) ?? tldFixed;
  return suggestion ? `${local}@${suggestion}` : null;
}

/** EU VAT formats after the country prefix; Greece uses EL. CH and NO are not EU but are countries we serve. */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U[0-9]{8}$/,
  BE: /^[01][0-9]{9}$/,
  BG: /^[0-9]{9,10}$/,
  CY: /^[0-9]{8}[A-Z]$/,
  CZ: /^[0-9]{8,10}$/,
  DE: /^[0-9]{9}$/,
  DK: /^[0-9]{8}$/,
  EE: /^[0-9]{9}$/,
  EL: /^[0-9]{9}$/,
  ES: /^[A-Z0-9][0-9]{7}[A-Z0-9]$/,
  FI: /^[0-9]{8}$/,
  // Digits or letters except O and I, which would be mistaken for 0 and 1.
  FR: /^[0-9A-HJ-NP-Z]{2}[0-9]{9}$/,
  HR: /^[0-9]{11}$/,
  HU: /^[0-9]{8}$/,
  IE: /^(?:[0-9]{7}[A-Z]{1,2}|[0-9][A-Z][0-9]{5}[A-Z])$/,
  IT: /^[0-9]{11}$/,
  LT: /^(?:[0-9]{9}|[0-9]{12})$/,
  LU: /^[0-9]{8}$/,
  LV: /^[0-9]{11}$/,
  MT: /^[0-9]{8}$/,
  NL: /^[0-9]{9}B[0-9]{2}$/,
  PL: /^[0-9]{10}$/,
  PT: /^[0-9]{9}$/,
  RO: /^[0-9]{2,10}$/,
  SE: /^[0-9]{10}01$/,
  SI: /^[0-9]{8}$/,
  SK: /^[0-9]{10}$/,
  // Not in the spec's EU list: Swiss UID with "E" (CHE-123.456.789 MWST) and Norwegian org. number (+ MVA),
  // so that dealers from these catalogue countries can register at all.
  CH: /^E[0-9]{9}(?:MWST|TVA|IVA)?$/,
  NO: /^[0-9]{9}(?:MVA)?$/,
};

/** VAT prefixes that differ from the ISO country code. */
const VAT_PREFIX: Readonly<Record<string, string>> = { GR: 'EL' };
const PREFIX_COUNTRY: Readonly<Record<string, string>> = { EL: 'GR' };

/** Spaces, dots and hyphens are only grouping, so "DE 123.456-789" and "DE123456789" are the same ID. */
export function normalizeVatId(vatId: string): string {
  return vatId.replace(/[\s.-]/g, '').toUpperCase();
}

/** Whether the VAT ID carries the prefix of the country (EL for Greece) and matches that country's format. */
export function isVatIdForCountry(vatId: string, country: string): boolean {
  const code = country.trim().toUpperCase();
  const prefix = VAT_PREFIX[code] ?? code;
  const format = VAT_FORMATS[prefix];
  const normalized = normalizeVatId(vatId);
  return format !== undefined && normalized.startsWith(prefix) && format.test(normalized.slice(prefix.length));
}

/** The ISO country (GR for EL) of a well-formed VAT ID, or null when it matches no country's format. */
export function vatIdCountry(vatId: string): string | null {
  const normalized = normalizeVatId(vatId);
  const prefix = normalized.slice(0, 2);
  const format = VAT_FORMATS[prefix];
  if (!format || !format.test(normalized.slice(2))) return null;
  return PREFIX_COUNTRY[prefix] ?? prefix;
}

/** Spec: numeric and at least the minimum; numbers or plain decimal strings ("1500", "1500.50"). */
export function minTargetPrice(value: unknown, min: number): boolean {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^-?[0-9]+(?:\.[0-9]+)?$/.test(value.trim())) number = Number(value.trim());
  else return false;
  return Number.isFinite(number) && number >= min;
}
