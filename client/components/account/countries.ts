/** Country names in the page's language from Intl (no translation files), for selects and dealer cards. */
import { useMemo } from 'react';
import { COUNTRIES } from '../../../domain/validation/addresses.ts';
import { useRouter } from '../../router.tsx';

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // Runtimes without region data still work: the ISO code is shown instead.
    return null;
  }
}

export function useCountryName(): (code: string | null | undefined) => string {
  const { locale } = useRouter();
  const names = useMemo(() => displayNames(locale), [locale]);
  return (code) => (code ? (names?.of(code) ?? code) : '');
}

/** The accepted countries as select options, sorted by their localized name. */
export function useCountryOptions(): { value: string; label: string }[] {
  const { locale } = useRouter();
  return useMemo(() => {
    const names = displayNames(locale);
    const collator = new Intl.Collator(locale);
    return COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
}
