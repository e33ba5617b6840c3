/** Demo terms version and merchant notices, in all eight languages. */

export const DEMO_TERMS = {
  validFrom: '2026-10-01T00:00:00Z',
  title: {
    de: 'Allgemeine Geschäftsbedingungen für Händler',
    en: 'Terms and conditions for dealers',
    nl: 'Algemene voorwaarden voor handelaren',
    sv: 'Allmänna villkor för handlare',
    da: 'Forretningsbetingelser for forhandlere',
    pl: 'Regulamin dla dealerów',
    es: 'Términos y condiciones para concesionarios',
    cs: 'Obchodní podmínky pro prodejce',
  },
  content: {
    de: ['Diese Bedingungen gelten für alle Gebote, Sofortkäufe und Nachangebote auf CamperMarkt24.', 'Gebote sind verbindlich. Ein Nachangebot bindet 48 Stunden oder bis zur Ablehnung durch den Verkäufer.'],
    en: ['These terms apply to all bids, buy-now purchases and late offers on CamperMarkt24.', 'Bids are binding. A late offer binds you for 48 hours or until the seller declines it.'],
    nl: ['Deze voorwaarden gelden voor alle biedingen, directe aankopen en late aanbiedingen op CamperMarkt24.', 'Biedingen zijn bindend. Een laat aanbod is 48 uur bindend of tot de verkoper het afwijst.'],
    sv: ['Dessa villkor gäller för alla bud, direktköp och sena erbjudanden på CamperMarkt24.', 'Bud är bindande. Ett sent erbjudande är bindande i 48 timmar eller tills säljaren avböjer det.'],
    da: ['Disse betingelser gælder for alle bud, køb-nu-køb og sene tilbud på CamperMarkt24.', 'Bud er bindende. Et sent tilbud er bindende i 48 timer, eller indtil sælgeren afviser det.'],
    pl: ['Niniejszy regulamin dotyczy wszystkich ofert, zakupów natychmiastowych i ofert po aukcji w CamperMarkt24.', 'Oferty są wiążące. Oferta po aukcji wiąże przez 48 godzin lub do jej odrzucenia przez sprzedającego.'],
    es: ['Estas condiciones se aplican a todas las pujas, compras inmediatas y ofertas tardías en CamperMarkt24.', 'Las pujas son vinculantes. Una oferta tardía te vincula durante 48 horas o hasta que el vendedor la rechace.'],
    cs: ['Tyto podmínky platí pro všechny příhozy, okamžité nákupy a pozdní nabídky na CamperMarkt24.', 'Příhozy jsou závazné. Pozdní nabídka vás zavazuje 48 hodin nebo do jejího odmítnutí prodávajícím.'],
  },
  changes: {
    de: ['Neu: Der Bietagent bietet nur so viel wie nötig.', 'Die Provision beträgt 1,75 % netto, mindestens 399 € und höchstens 3.500 €.'],
    en: ['New: the bidding agent bids only as much as needed.', 'The commission is 1.75 % net, at least 399 € and at most 3,500 €.'],
    nl: ['Nieuw: de biedagent biedt alleen zoveel als nodig.', 'De commissie bedraagt 1,75 % netto, minimaal 399 € en maximaal 3.500 €.'],
    sv: ['Nytt: budagenten bjuder bara så mycket som behövs.', 'Provisionen är 1,75 % netto, minst 399 € och högst 3 500 €.'],
    da: ['Nyt: budagenten byder kun så meget som nødvendigt.', 'Provisionen er 1,75 % netto, mindst 399 € og højst 3.500 €.'],
    pl: ['Nowość: agent licytacji podbija tylko tyle, ile trzeba.', 'Prowizja wynosi 1,75% netto, co najmniej 399 € i najwyżej 3500 €.'],
    es: ['Novedad: el agente de pujas solo puja lo necesario.', 'La comisión es del 1,75 % neto, mínimo 399 € y máximo 3.500 €.'],
    cs: ['Novinka: agent přihazování přihazuje jen tolik, kolik je potřeba.', 'Provize činí 1,75 % bez DPH, nejméně 399 € a nejvýše 3 500 €.'],
  },
};

export const DEMO_POPUPS = [
  {
    validFrom: '2026-11-01T08:00:00Z',
    title: {
      de: 'Willkommen im Händlerbereich',
      en: 'Welcome to the dealer area',
      nl: 'Welkom in de handelaarsomgeving',
      sv: 'Välkommen till handlarområdet',
      da: 'Velkommen til forhandlerområdet',
      pl: 'Witamy w strefie dealera',
      es: 'Bienvenido al área de concesionarios',
      cs: 'Vítejte v sekci pro prodejce',
    },
    content: {
      de: ['Gespeicherte Suchen benachrichtigen Sie per E-Mail über passende neue Fahrzeuge.'],
      en: ['Saved searches notify you by e-mail about matching new vehicles.'],
      nl: ['Opgeslagen zoekopdrachten melden je per e-mail nieuwe passende voertuigen.'],
      sv: ['Sparade sökningar meddelar dig via e-post om nya matchande fordon.'],
      da: ['Gemte søgninger giver dig besked via e-mail om nye køretøjer, der passer.'],
      pl: ['Zapisane wyszukiwania powiadomią Cię e-mailem o nowych pasujących pojazdach.'],
      es: ['Las búsquedas guardadas te avisan por correo de nuevos vehículos que encajan.'],
      cs: ['Uložená hledání vás e-mailem upozorní na nová odpovídající vozidla.'],
    },
  },
  {
    validFrom: '2026-11-10T08:00:00Z',
    title: {
      de: 'Neu: Bietagent',
      en: 'New: bidding agent',
      nl: 'Nieuw: biedagent',
      sv: 'Nytt: budagent',
      da: 'Nyt: budagent',
      pl: 'Nowość: agent licytacji',
      es: 'Novedad: agente de pujas',
      cs: 'Novinka: agent přihazování',
    },
    content: {
      de: ['Legen Sie ein Höchstgebot fest – der Bietagent bietet automatisch in den nötigen Schritten für Sie.'],
      en: ['Set a maximum – the bidding agent bids for you automatically in the steps needed.'],
      nl: ['Stel een maximum in – de biedagent biedt automatisch in de nodige stappen voor je.'],
      sv: ['Ange ett maxbud – budagenten bjuder automatiskt åt dig i de steg som behövs.'],
      da: ['Angiv et maksimum – budagenten byder automatisk for dig i de nødvendige trin.'],
      pl: ['Ustal maksymalną kwotę – agent licytacji automatycznie podbija za Ciebie o potrzebne kroki.'],
      es: ['Fija un máximo: el agente de pujas puja automáticamente por ti en los pasos necesarios.'],
      cs: ['Nastavte maximum – agent přihazování za vás automaticky přihazuje o potřebné kroky.'],
    },
  },
];
