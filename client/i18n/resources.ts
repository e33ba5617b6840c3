/** All locale resources, bundled for the server; the browser receives only its own locale inline. */
import type { Locale } from '../../domain/locales.ts';
import cs from './cs.json';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import nl from './nl.json';
import pl from './pl.json';
import sv from './sv.json';

export type Messages = typeof de;

export const resources: Record<Locale, { translation: Messages }> = {
  de: { translation: de },
  en: { translation: en },
  nl: { translation: nl },
  sv: { translation: sv },
  da: { translation: da },
  pl: { translation: pl },
  es: { translation: es },
  cs: { translation: cs },
};
