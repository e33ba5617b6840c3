/**
 * The ad editor's step segment of the URL in each locale (spec: the German intake segments profil, ausstattung,
 * bilder, beschreibung, maengel, auktion). Code names steps by their English ids; only the URL is localized.
 */
import type { Locale } from '../locales.ts';
import type { EditorStep } from './steps.ts';

export const EDITOR_STEP_SLUGS: Record<Locale, Record<EditorStep, string>> = {
  de: {
    profile: 'profil', equipment: 'ausstattung', description: 'beschreibung', defects: 'maengel', images: 'bilder',
    'more-images': 'weitere-bilder', 'more-information': 'weitere-angaben', auction: 'auktion',
    'personal-data': 'persoenliche-daten', 'last-step': 'letzter-schritt',
  },
  // English keeps the spec's step names, so its paths are the ones the spec lists.
  en: {
    profile: 'profile', equipment: 'equipment', description: 'description', defects: 'defects', images: 'images',
    'more-images': 'more-images', 'more-information': 'more-information', auction: 'auction',
    'personal-data': 'personal-data', 'last-step': 'last-step',
  },
  nl: {
    profile: 'profiel', equipment: 'uitrusting', description: 'beschrijving', defects: 'gebreken', images: 'fotos',
    'more-images': 'meer-fotos', 'more-information': 'meer-informatie', auction: 'veiling',
    'personal-data': 'persoonlijke-gegevens', 'last-step': 'laatste-stap',
  },
  sv: {
    profile: 'profil', equipment: 'utrustning', description: 'beskrivning', defects: 'brister', images: 'bilder',
    'more-images': 'fler-bilder', 'more-information': 'mer-information', auction: 'auktion',
    'personal-data': 'personuppgifter', 'last-step': 'sista-steget',
  },
  da: {
    profile: 'profil', equipment: 'udstyr', description: 'beskrivelse', defects: 'mangler', images: 'billeder',
    'more-images': 'flere-billeder', 'more-information': 'flere-oplysninger', auction: 'auktion',
    'personal-data': 'personlige-oplysninger', 'last-step': 'sidste-trin',
  },
  pl: {
    profile: 'profil', equipment: 'wyposazenie', description: 'opis', defects: 'usterki', images: 'zdjecia',
    'more-images': 'wiecej-zdjec', 'more-information': 'wiecej-informacji', auction: 'aukcja',
    'personal-data': 'dane-osobowe', 'last-step': 'ostatni-krok',
  },
  es: {
    profile: 'perfil', equipment: 'equipamiento', description: 'descripcion', defects: 'defectos', images: 'fotos',
    'more-images': 'mas-fotos', 'more-information': 'mas-informacion', auction: 'subasta',
    'personal-data': 'datos-personales', 'last-step': 'ultimo-paso',
  },
  cs: {
    profile: 'profil', equipment: 'vybava', description: 'popis', defects: 'vady', images: 'fotky',
    'more-images': 'dalsi-fotky', 'more-information': 'dalsi-informace', auction: 'aukce',
    'personal-data': 'osobni-udaje', 'last-step': 'posledni-krok',
  },
};
