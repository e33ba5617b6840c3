/**
 * The address rules without zod (accepted countries, the zip rule per country), so pages that only show countries or
 * check a zip code (the ad editor, the dealer directory) do not load zod; ./profile.ts builds its schemas on them.
 */
import { isZipCode, isZipCodeDe, isZipCodeNl } from './predicates.ts';

/** Countries we accept addresses from: the catalogue countries of the spec. */
export const COUNTRIES = ['DE', 'NL', 'BE', 'FR', 'IT', 'AT', 'CH', 'LU', 'DK', 'CZ', 'PL', 'ES', 'HR', 'SI', 'SK', 'HU', 'SE', 'NO', 'FI', 'PT', 'GR'] as const;

/** The zip rule that applies to a country: exactly 5 digits in Germany, 4 digits + 2 letters in the Netherlands. */
export function zipCodeMessage(zip: string, countryCode: string): string | null {
  if (countryCode === 'DE') return isZipCodeDe(zip) ? null : 'validation.zip_code_de';
  if (countryCode === 'NL') return isZipCodeNl(zip) ? null : 'validation.zip_code_nl';
  return isZipCode(zip) ? null : 'validation.zip_code';
}
