/**
 * The words of the order documents (invoice, reversal invoice, purchase contract) in their two contract languages:
 * German for German-speaking buyers, English for everyone else. Legal documents are issued in the contract language,
 * not machine-translated into all storefront languages. Also the issuing company's details.
 */

export type DocumentLanguage = 'de' | 'en';

/** The platform as the issuer of invoices and the broker of contracts (see the imprint). */
export const ISSUER = {
  name: 'CamperMarkt24 GmbH',
  street: 'Am Sandtorkai 41',
  city: '20457 Hamburg',
  country: 'DE',
  vatId: 'DE356812947',
  register: 'Amtsgericht Hamburg, HRB 178532',
  directors: 'Jonas Albrecht, Miriam Kessler',
  email: 'service@campermarkt24.de',
  phone: '+49 40 123 456 70',
  bank: 'Hamburger Sparkasse',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'HASPDEHHXXX',
};

export interface DocumentTexts {
  common: {
    page: (page: number, pages: number) => string;
    vatId: string;
    email: string;
    customerNumber: string;
    date: string;
    vehicle: string;
    productType: { motorhome: string; trailer: string };
    firstRegistration: string;
    mileage: string;
    vin: string;
    listing: string;
    auction: string;
    via: Record<'auction' | 'buy_now' | 'renegotiation' | 'late_offer', string>;
    seller: string;
    buyer: string;
    hammerGross: string;
    hammerPrivate: string;
    price: string;
    grossNote: string;
    privateNote: string;
    footer: (issuer: typeof ISSUER) => string[];
  };
  invoice: {
    title: string;
    number: string;
    serviceDate: string;
    dueDate: string;
    intro: string;
    commission: string;
    net: string;
    vat: string;
    total: string;
    hammerNote: string;
    payment: (due: string, number: string) => string;
    bank: (issuer: typeof ISSUER) => string;
    thanks: string;
  };
  reversal: {
    title: string;
    number: string;
    invoice: string;
    intro: (invoice: string, date: string) => string;
    reason: string;
    settled: string;
  };
  contract: {
    title: string;
    concluded: (auction: number, date: string) => string;
    parties: string;
    subject: string;
    price: string;
    priceText: string;
    pickup: string;
    pickupPlace: string;
    pickupWhen: string;
    pickupNow: string;
    pickupFrom: (date: string) => string;
    pickupAgreed: string;
    pickupText: string;
    condition: string;
    conditionText: string;
    brokerage: string;
    brokerageText: (invoice: string) => string;
    final: string;
    finalText: string;
    record: string;
  };
}

const de: DocumentTexts = {
  common: {
    page: (page, pages) => `Seite ${page} von ${pages}`,
    vatId: 'USt-IdNr.',
    email: 'E-Mail',
    customerNumber: 'Kundennummer',
    date: 'Datum',
    vehicle: 'Fahrzeug',
    productType: { motorhome: 'Wohnmobil', trailer: 'Wohnwagen' },
    firstRegistration: 'Erstzulassung',
    mileage: 'Kilometerstand',
    vin: 'Fahrgestellnummer (FIN)',
    listing: 'Inserat',
    auction: 'Auktion',
    via: { auction: 'Zuschlag in der Auktion', buy_now: 'Sofortkauf', renegotiation: 'Einigung in der Nachverhandlung', late_offer: 'Angenommenes Nachgebot' },
    seller: 'Verkäufer',
    buyer: 'Käufer',
    hammerGross: 'Kaufpreis (brutto, inkl. 19 % USt.)',
    hammerPrivate: 'Kaufpreis (Privatverkauf, ohne Ausweis der USt.)',
    price: 'Kaufpreis',
    grossNote: 'brutto, inkl. 19 % USt.',
    privateNote: 'Privatverkauf, ohne Ausweis der USt.',
    footer: (i) => [
      `${i.name} · ${i.street} · ${i.city} · ${i.email} · ${i.phone}`,
      `Geschäftsführung: ${i.directors} · ${i.register} · USt-IdNr. ${i.vatId}`,
    ],
  },
  invoice: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    serviceDate: 'Leistungsdatum',
    dueDate: 'Zahlbar bis',
    intro: 'Für die Vermittlung des folgenden Fahrzeugs über CamperMarkt24 berechnen wir Ihnen unsere Vermittlungsprovision.',
    commission: 'Vermittlungsprovision netto (1,75 % des Netto-Kaufpreises, mindestens 399 €, höchstens 3.500 €)',
    net: 'Nettobetrag',
    vat: 'Umsatzsteuer 19 %',
    total: 'Rechnungsbetrag',
    hammerNote: 'Der Kaufpreis des Fahrzeugs ist nicht Teil dieser Rechnung; er wird direkt an den Verkäufer gezahlt.',
    payment: (due, number) => `Bitte überweisen Sie den Rechnungsbetrag bis zum ${due} unter Angabe der Rechnungsnummer ${number}.`,
    bank: (i) => `Bankverbindung: ${i.bank} · IBAN ${i.iban} · BIC ${i.bic}`,
    thanks: 'Vielen Dank für Ihren Einkauf bei CamperMarkt24.',
  },
  reversal: {
    title: 'Stornorechnung',
    number: 'Stornonummer',
    invoice: 'Zur Rechnung',
    intro: (invoice, date) => `Hiermit stornieren wir die Rechnung ${invoice} vom ${date} vollständig.`,
    reason: 'Grund der Stornierung',
    settled: 'Der Betrag ist nicht mehr zur Zahlung fällig.',
  },
  contract: {
    title: 'Kaufvertrag über ein gebrauchtes Fahrzeug',
    concluded: (auction, date) => `geschlossen über die Online-Auktion Nr. ${auction} auf CamperMarkt24 am ${date}`,
    parties: 'Vertragsparteien',
    subject: '1. Kaufgegenstand',
    price: '2. Kaufpreis',
    priceText:
      'Der Käufer zahlt den Kaufpreis vor der Übergabe per Überweisung an den Verkäufer. Das Eigentum am Fahrzeug geht mit der vollständigen Zahlung auf den Käufer über.',
    pickup: '3. Übergabe und Abholung',
    pickupPlace: 'Abholort',
    pickupWhen: 'Abholbereit',
    pickupNow: 'sofort',
    pickupFrom: (date) => `ab ${date}`,
    pickupAgreed: 'nach Absprache',
    pickupText:
      'Der Käufer holt das Fahrzeug am Abholort ab. Der Verkäufer übergibt Zug um Zug gegen den vollständigen Kaufpreis das Fahrzeug, alle Schlüssel und die Fahrzeugpapiere (Zulassungsbescheinigung Teil I und II).',
    condition: '4. Zustand und Sachmängelhaftung',
    conditionText:
      'Das Fahrzeug wird in dem Zustand verkauft, in dem es im Inserat einschließlich der angegebenen Mängel beschrieben ist. Die Sachmängelhaftung ist ausgeschlossen, soweit das Gesetz es zulässt; die Haftung für Vorsatz, arglistig verschwiegene Mängel und ausdrücklich zugesicherte Eigenschaften bleibt unberührt.',
    brokerage: '5. Vermittlung',
    brokerageText: (invoice) =>
      `CamperMarkt24 hat diesen Vertrag vermittelt und ist nicht Vertragspartei. Die Vermittlungsprovision des Käufers wird gesondert berechnet (Rechnung ${invoice}).`,
    final: '6. Schlussbestimmungen',
    finalText: 'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Änderungen und Ergänzungen bedürfen der Textform.',
    record: 'Der Vertrag ist mit dem Zuschlag auf CamperMarkt24 zustande gekommen; dieses Dokument hält ihn fest.',
  },
};

const en: DocumentTexts = {
  common: {
    page: (page, pages) => `Page ${page} of ${pages}`,
    vatId: 'VAT ID',
    email: 'E-mail',
    customerNumber: 'Customer number',
    date: 'Date',
    vehicle: 'Vehicle',
    productType: { motorhome: 'Motorhome', trailer: 'Caravan' },
    firstRegistration: 'First registration',
    mileage: 'Mileage',
    vin: 'Vehicle identification number (VIN)',
    listing: 'Listing',
    auction: 'Auction',
    via: { auction: 'Auction won', buy_now: 'Buy now', renegotiation: 'Agreed in renegotiation', late_offer: 'Late offer accepted' },
    seller: 'Seller',
    buyer: 'Buyer',
    hammerGross: 'Purchase price (gross, incl. 19% VAT)',
    hammerPrivate: 'Purchase price (private sale, no VAT shown)',
    price: 'Purchase price',
    grossNote: 'gross, incl. 19% VAT',
    privateNote: 'private sale, no VAT shown',
    footer: (i) => [
      `${i.name} · ${i.street} · ${i.city} · Germany · ${i.email} · ${i.phone}`,
      `Managing directors: ${i.directors} · ${i.register} · VAT ID ${i.vatId}`,
    ],
  },
  invoice: {
    title: 'Invoice',
    number: 'Invoice number',
    serviceDate: 'Date of service',
    dueDate: 'Payable by',
    intro: 'For brokering the following vehicle through CamperMarkt24 we charge you our brokerage commission.',
    commission: 'Brokerage commission, net (1.75% of the net purchase price, at least EUR 399, at most EUR 3,500)',
    net: 'Net amount',
    vat: 'VAT 19%',
    total: 'Invoice total',
    hammerNote: 'The purchase price of the vehicle is not part of this invoice; it is paid directly to the seller.',
    payment: (due, number) => `Please transfer the invoice total by ${due}, quoting the invoice number ${number}.`,
    bank: (i) => `Bank details: ${i.bank} · IBAN ${i.iban} · BIC ${i.bic}`,
    thanks: 'Thank you for buying with CamperMarkt24.',
  },
  reversal: {
    title: 'Reversal invoice',
    number: 'Reversal number',
    invoice: 'Reverses invoice',
    intro: (invoice, date) => `We hereby reverse invoice ${invoice} of ${date} in full.`,
    reason: 'Reason for the cancellation',
    settled: 'The amount is no longer due for payment.',
  },
  contract: {
    title: 'Purchase contract for a used vehicle',
    concluded: (auction, date) => `concluded through online auction no. ${auction} on CamperMarkt24 on ${date}`,
    parties: 'Parties',
    subject: '1. Subject of the sale',
    price: '2. Purchase price',
    priceText:
      'The buyer pays the purchase price to the seller by bank transfer before handover. Ownership of the vehicle passes to the buyer upon full payment.',
    pickup: '3. Handover and pickup',
    pickupPlace: 'Pickup location',
    pickupWhen: 'Ready for pickup',
    pickupNow: 'immediately',
    pickupFrom: (date) => `from ${date}`,
    pickupAgreed: 'by arrangement',
    pickupText:
      'The buyer collects the vehicle at the pickup location. Against full payment of the purchase price the seller hands over the vehicle, all keys and the vehicle documents (registration certificate parts I and II).',
    condition: '4. Condition and liability for defects',
    conditionText:
      'The vehicle is sold in the condition described in the listing, including the defects stated there. Liability for defects is excluded as far as the law permits; liability for intent, fraudulently concealed defects and expressly warranted characteristics remains unaffected.',
    brokerage: '5. Brokerage',
    brokerageText: (invoice) =>
      `CamperMarkt24 brokered this contract and is not a party to it. The buyer's brokerage commission is invoiced separately (invoice ${invoice}).`,
    final: '6. Final provisions',
    finalText: 'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Amendments require text form.',
    record: 'The contract was concluded with the acceptance on CamperMarkt24; this document records it.',
  },
};

export const DOCUMENT_TEXTS: Record<DocumentLanguage, DocumentTexts> = { de, en };

/** The contract language follows the buyer: German for German, English otherwise. */
export function documentLanguage(languageSetting: string | null | undefined): DocumentLanguage {
  return languageSetting === 'de' ? 'de' : 'en';
}
