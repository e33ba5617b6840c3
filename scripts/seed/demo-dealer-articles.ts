/** Demo news and guidelines of the dealer area (Markdown), in German and English, published. */

export interface DemoDealerArticle {
  kind: 'news' | 'guideline';
  locale: 'de' | 'en';
  title: string;
  bodyMarkdown: string;
  position: number;
  /** ISO date of publication. */
  publishedAt: string;
}

export const DEMO_DEALER_ARTICLES: DemoDealerArticle[] = [
  {
    kind: 'news',
    locale: 'de',
    title: 'Auktionen enden jetzt werktags zwischen 14 und 17 Uhr',
    bodyMarkdown:
      'Damit Sie Gebote in Ruhe planen können, enden alle Auktionen **an Werktagen zwischen 14:00 und 17:00 Uhr**.\n\n- Die Laufzeit beträgt höchstens 24 Stunden.\n- Gebote in den letzten Minuten verlängern die Auktion nicht.\n\nFragen beantwortet unser [Händler-Support](/kontakt).',
    position: 0,
    publishedAt: '2026-02-02T09:00:00Z',
  },
  {
    kind: 'news',
    locale: 'de',
    title: 'Neu: Der Bietagent bietet nur so viel wie nötig',
    bodyMarkdown: 'Hinterlegen Sie ein Höchstgebot, und der Bietagent überbietet andere Händler **nur um die jeweils nötige Stufe**. Ihr Höchstgebot sieht niemand.',
    position: 0,
    publishedAt: '2026-01-15T09:00:00Z',
  },
  {
    kind: 'guideline',
    locale: 'de',
    title: 'Zahlung und Provision',
    bodyMarkdown:
      'Nach dem Zuschlag erhalten Sie die Rechnung per E-Mail.\n\n1. Überweisen Sie den Kaufpreis innerhalb von **5 Werktagen**.\n2. Die Provision beträgt 1,75 % netto des Zuschlagspreises, mindestens 399 € und höchstens 3.500 €.',
    position: 0,
    publishedAt: '2026-01-05T09:00:00Z',
  },
  {
    kind: 'guideline',
    locale: 'de',
    title: 'Abholung des Fahrzeugs',
    bodyMarkdown: 'Holen Sie das Fahrzeug innerhalb von **10 Tagen** nach Zahlungseingang ab. Bringen Sie die Abholbestätigung und einen Ausweis mit.',
    position: 1,
    publishedAt: '2026-01-05T09:00:00Z',
  },
  {
    kind: 'news',
    locale: 'en',
    title: 'Auctions now end on weekdays between 2 and 5 pm',
    bodyMarkdown:
      'So that you can plan your bids calmly, every auction now ends **on a weekday between 14:00 and 17:00** (Berlin time).\n\n- An auction runs for at most 24 hours.\n- Bids in the last minutes do not extend it.\n\nOur [dealer support](/en/contact) answers your questions.',
    position: 0,
    publishedAt: '2026-02-02T09:00:00Z',
  },
  {
    kind: 'news',
    locale: 'en',
    title: 'New: the bidding agent bids only as much as needed',
    bodyMarkdown: 'Set a maximum bid and the bidding agent outbids other dealers **only by the increment needed**. Nobody sees your maximum.',
    position: 0,
    publishedAt: '2026-01-15T09:00:00Z',
  },
  {
    kind: 'guideline',
    locale: 'en',
    title: 'Payment and commission',
    bodyMarkdown:
      'After the hammer falls you receive the invoice by e-mail.\n\n1. Transfer the price within **5 working days**.\n2. The commission is 1.75 % net of the hammer price, at least 399 € and at most 3,500 €.',
    position: 0,
    publishedAt: '2026-01-05T09:00:00Z',
  },
  {
    kind: 'guideline',
    locale: 'en',
    title: 'Collecting the vehicle',
    bodyMarkdown: 'Collect the vehicle within **10 days** of payment. Bring the collection confirmation and an ID.',
    position: 1,
    publishedAt: '2026-01-05T09:00:00Z',
  },
];
