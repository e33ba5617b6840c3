/** Deterministic demo catalogue of used motorhomes and caravans, with auction end times relative to a given `now`. */

import type { AuctionStatus } from '../../domain/auction-status.ts';
import { addCalendarDays, berlinInstant, berlinWallClock, type BerlinDay } from '../../domain/berlin-time.ts';
import { AUCTION_MAX_DURATION_MS, AUCTION_MIN_DURATION_MS, isInEndWindow } from '../../domain/auction/schedule.ts';
import type { DemoAccountKey } from './demo-accounts.ts';

export interface DemoVehicle {
  key: string;
  sellerKey: DemoAccountKey;
  productType: 'motorhome' | 'trailer';
  make: string;
  model: string;
  firstRegistrationYear: number;
  firstRegistrationMonth: number;
  /** km; null for trailers */
  mileage: number | null;
  /** null for trailers */
  powerKw: number | null;
  /** null for trailers */
  fuel: 'diesel' | 'petrol' | 'lpg' | null;
  /** null for trailers */
  transmission: 'manual' | 'automatic' | null;
  lengthMm: number;
  beds: number;
  /** Seats with belts while driving; null for trailers */
  seats: number | null;
  /** Licensed total weight */
  weightKg: number;
  zipCode: string;
  city: string;
  /** ISO country code */
  country: string;
  /** German, as a private seller would write it */
  description: string;
  /** Seller's minimum price in whole EUR */
  minimumPrice: number;
  buyNowPrice: number | null;
  status: AuctionStatus;
  /** Start of bidding: 24 hours before the end (the rules' longest auction); null without an auction round */
  startsAt: Date | null;
  endingAt: Date | null;
  highestBid: number | null;
  bidCount: number;
  /** True only for the commercial seller */
  vatReportable: boolean;
  /** Inputs for `vehicleSvg`; `style % 4` is the body variant, `floor(style / 4) % 4` the scene. */
  image: { hue: number; accentHue: number; style: number };
  body: Body;
  /** Base vehicle of a motorhome; null for trailers */
  chassis: Chassis | null;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

const intBetween = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from empty list');
  return item;
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** Picks `count` distinct items in random order. */
const sample = <T>(rng: Rng, items: readonly T[], count: number): T[] => shuffled(rng, items).slice(0, count);

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

// ---------------------------------------------------------------------------------------------
// Auction end slots on the Berlin calendar

/** The Berlin calendar day `days` after the one `epochMs` falls on. */
const berlinDayPlus = (epochMs: number, days: number): BerlinDay => addCalendarDays(berlinWallClock(epochMs), days);

const isWeekday = (day: BerlinDay): boolean => day.weekday <= 5;

/** Auction end slots of a weekday: 14:00 to 16:55 Berlin time in 5-minute steps. */
function windowSlots(day: BerlinDay): number[] {
  const slots: number[] = [];
  for (let minutes = 14 * 60; minutes < 17 * 60; minutes += 5) {
    slots.push(berlinInstant({ year: day.year, month: day.month, day: day.day, hour: Math.floor(minutes / 60), minute: minutes % 60 }));
  }
  return slots;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface EndTimes {
  /**
   * Ends of auctions running now: weekday slots at least 2 h ahead and, as bidding lasts at most 24 h, at most 24 h
   * ahead. None from Friday afternoon to Sunday afternoon: no auction may run then.
   */
  running: number[];
  /** Ends of auctions that start later: the first weekday window lying wholly more than 24 h ahead */
  upcoming: number[];
  /** Ends of the published demo auctions: the window after the running ones (after the upcoming ones if none runs) */
  published: number[];
  /** Past slots, 1 to 20 days before now */
  past: number[];
}

function endTimes(nowMs: number): EndTimes {
  // Running auctions keep at least the product's shortest bidding time, as an ad approved now would (scheduleAuction):
  // ending soon is what 'hotbidding' is for, and whoever uses the demo data (the browser tests) has time to bid.
  const earliest = nowMs + AUCTION_MIN_DURATION_MS;
  const latest = nowMs + AUCTION_MAX_DURATION_MS;
  const running: number[] = [];
  for (let offset = 0; offset <= 1; offset++) {
    const day = berlinDayPlus(nowMs, offset);
    if (isWeekday(day)) running.push(...windowSlots(day).filter((t) => t >= earliest && t <= latest));
  }
  // Windows whose every end lies more than 24 h ahead: their auctions have not started yet.
  const later: number[][] = [];
  for (let offset = 0; later.length < 2; offset++) {
    const day = berlinDayPlus(nowMs, offset);
    const slots = windowSlots(day);
    if (isWeekday(day) && slots.every((t) => t > latest)) later.push(slots);
  }
  const [upcoming = [], afterUpcoming = []] = later;

  const past: number[] = [];
  for (let offset = -21; offset <= -1; offset++) {
    const day = berlinDayPlus(nowMs, offset);
    if (!isWeekday(day)) continue;
    past.push(...windowSlots(day).filter((t) => t <= nowMs - DAY && t >= nowMs - 20 * DAY));
  }
  return { running, upcoming, published: running.length > 0 ? upcoming : afterUpcoming, past };
}

// ---------------------------------------------------------------------------------------------
// Catalogue data

export type Body = 'semi' | 'integrated' | 'alcove' | 'van' | 'caravan';
export type Chassis = 'fiat' | 'mercedes' | 'ford' | 'citroen' | 'iveco';

interface ModelSpec {
  make: string;
  model: string;
  body: Body;
  years: [number, number];
  lengthMm: number;
  beds: number;
  seats: number | null;
  weights: number[];
  chassis: Chassis | null;
  /** Rough list price when new, in EUR */
  newPrice: number;
}

const m = (
  make: string,
  model: string,
  body: Exclude<Body, 'caravan'>,
  years: [number, number],
  lengthMm: number,
  beds: number,
  seats: number,
  chassis: Chassis,
  weights: number[],
  newPrice: number,
): ModelSpec => ({ make, model, body, years, lengthMm, beds, seats, chassis, weights, newPrice });

const c = (
  make: string,
  model: string,
  years: [number, number],
  lengthMm: number,
  beds: number,
  weights: number[],
  newPrice: number,
): ModelSpec => ({ make, model, body: 'caravan', years, lengthMm, beds, seats: null, chassis: null, weights, newPrice });

const MOTORHOMES: ModelSpec[] = [
  m('Hymer', 'B-MC T 680', 'semi', [2018, 2025], 6990, 4, 4, 'mercedes', [3500, 4100], 102_000),
  m('Hymer', 'Exsis-i 580', 'integrated', [2008, 2025], 5990, 4, 4, 'fiat', [3500], 82_000),
  m('Hymer', 'ML-T 570', 'semi', [2016, 2025], 6980, 4, 4, 'mercedes', [3880], 92_000),
  m('Hymer', 'B-MC I 690', 'integrated', [2018, 2025], 6990, 4, 4, 'mercedes', [3500, 4100], 122_000),
  m('Hymer', 'B 544', 'integrated', [2008, 2012], 6490, 4, 4, 'fiat', [3500], 78_000),
  m('Knaus', 'Sky TI 650 MEG', 'semi', [2014, 2025], 6990, 4, 4, 'fiat', [3500, 3650], 76_000),
  m('Knaus', 'Van TI 550 MF', 'semi', [2015, 2025], 5950, 3, 4, 'fiat', [3500], 68_000),
  m('Knaus', 'BoxStar 600 Street', 'van', [2014, 2025], 5990, 2, 4, 'fiat', [3500], 58_000),
  m('Knaus', 'Sun TI 650 MEG', 'semi', [2009, 2016], 6990, 4, 4, 'fiat', [3500], 80_000),
  m('Dethleffs', 'Trend T 7057 EB', 'semi', [2016, 2025], 7410, 4, 4, 'fiat', [3500, 4250], 70_000),
  m('Dethleffs', 'Just Go T 6812 EB', 'semi', [2020, 2025], 6990, 4, 4, 'fiat', [3500], 60_000),
  m('Dethleffs', 'Globebus T 1', 'semi', [2011, 2023], 5990, 2, 4, 'fiat', [3500], 60_000),
  m('Dethleffs', 'Esprit I 7150 EB', 'integrated', [2010, 2019], 7410, 4, 4, 'fiat', [4250], 100_000),
  m('Bürstner', 'Lyseo TD 736', 'semi', [2018, 2025], 7410, 4, 4, 'fiat', [3500, 4250], 78_000),
  m('Bürstner', 'Delfin T 690 G', 'semi', [2018, 2021], 6990, 4, 4, 'fiat', [3500], 60_000),
  m('Bürstner', 'Campeo C 600', 'van', [2019, 2025], 5990, 2, 4, 'citroen', [3500], 52_000),
  m('Bürstner', 'Nexxo t 690 G', 'semi', [2008, 2016], 6990, 4, 4, 'fiat', [3500], 58_000),
  m('Carado', 'T 449', 'semi', [2016, 2025], 7410, 4, 4, 'fiat', [3500], 60_000),
  m('Carado', 'V 337', 'van', [2019, 2025], 6360, 2, 4, 'fiat', [3500], 50_000),
  m('Carado', 'A 464', 'alcove', [2012, 2025], 6990, 6, 6, 'fiat', [3500], 58_000),
  m('Pössl', 'Summit 640', 'van', [2019, 2025], 6360, 2, 4, 'citroen', [3500], 56_000),
  m('Pössl', '2Win Plus', 'van', [2014, 2025], 5990, 2, 4, 'citroen', [3500], 50_000),
  m('Pössl', 'Roadcruiser', 'van', [2012, 2025], 5990, 2, 4, 'citroen', [3500], 48_000),
  m('Weinsberg', 'CaraCompact 640 MEG', 'semi', [2019, 2025], 6990, 4, 4, 'fiat', [3500], 58_000),
  m('Weinsberg', 'CaraBus 600 MQ', 'van', [2016, 2025], 5990, 2, 4, 'fiat', [3500], 52_000),
  m('Adria', 'Matrix Plus 670 SL', 'semi', [2016, 2025], 7460, 5, 5, 'fiat', [3500, 4250], 82_000),
  m('Adria', 'Twin Supreme 640 SGX', 'van', [2018, 2025], 6360, 3, 4, 'fiat', [3500], 65_000),
  m('Sunlight', 'T 68', 'semi', [2016, 2025], 7380, 4, 4, 'fiat', [3500], 60_000),
  m('Sunlight', 'Cliff 600', 'van', [2019, 2025], 5990, 2, 4, 'fiat', [3500], 52_000),
  m('Sunlight', 'A 68', 'alcove', [2016, 2025], 7020, 6, 6, 'fiat', [3500], 55_000),
  m('Westfalia', 'Columbus 640', 'van', [2014, 2025], 6360, 2, 4, 'fiat', [3500], 65_000),
  m('Westfalia', 'Amundsen 600 E', 'van', [2016, 2025], 5990, 2, 4, 'fiat', [3500], 58_000),
  m('Eura Mobil', 'Profila T 676 EB', 'semi', [2016, 2025], 6990, 4, 4, 'fiat', [3650, 4250], 85_000),
  m('Malibu', 'Van 640 LE', 'van', [2016, 2025], 6360, 2, 4, 'fiat', [3500], 65_000),
  m('Pilote', 'Pacific P 696 D', 'semi', [2017, 2025], 6990, 4, 4, 'fiat', [3500], 78_000),
  m('Chausson', 'Titanium 640', 'semi', [2015, 2025], 6990, 4, 4, 'fiat', [3500], 72_000),
  m('Chausson', 'Flash 03', 'semi', [2008, 2014], 6990, 4, 4, 'fiat', [3500], 52_000),
  m('Rapido', '656 F', 'semi', [2017, 2025], 6990, 4, 4, 'fiat', [3500], 72_000),
  m('Rapido', '8066 dF', 'integrated', [2015, 2022], 6990, 4, 4, 'fiat', [3500], 100_000),
  m('Laika', 'Ecovip 309', 'semi', [2016, 2022], 7200, 4, 4, 'fiat', [3500], 90_000),
  m('Roller Team', 'Kronos 284 TL', 'alcove', [2009, 2018], 7040, 6, 6, 'ford', [3500], 52_000),
  m('Roller Team', 'Zefiro 685', 'semi', [2015, 2025], 7230, 4, 4, 'fiat', [3500], 58_000),
  m('Frankia', 'I 7400 GD', 'integrated', [2014, 2025], 7520, 4, 4, 'fiat', [4250, 4500], 130_000),
  m('Morelo', 'Home 88 LB', 'integrated', [2012, 2020], 8800, 4, 4, 'iveco', [5000], 220_000),
  m('Carthago', 'c-tourer T 148 LE', 'semi', [2015, 2025], 7390, 4, 4, 'fiat', [3850, 4250], 95_000),
  m('Carthago', 'c-tourer I 148 LE', 'integrated', [2015, 2025], 7390, 4, 4, 'fiat', [4250], 110_000),
];

const TRAILERS: ModelSpec[] = [
  c('Hobby', 'De Luxe 460 UFe', [2008, 2025], 6820, 4, [1350, 1500], 24_000),
  c('Hobby', 'Prestige 560 UL', [2008, 2025], 7700, 4, [1800, 2000], 34_000),
  c('Hobby', 'Ontour 390 SF', [2012, 2025], 5900, 3, [1100, 1200], 17_000),
  c('Hobby', 'Excellent 560 KMFe', [2006, 2020], 7700, 6, [1800], 30_000),
  c('Fendt', 'Bianco Activ 465 SFE', [2016, 2025], 7040, 4, [1500, 1600], 30_000),
  c('Fendt', 'Tendenza 560 SKM', [2012, 2023], 7890, 6, [1800], 36_000),
  c('Tabbert', 'Da Vinci 460 E', [2015, 2025], 6880, 2, [1500], 38_000),
  c('Tabbert', 'Rossini 540 DM', [2014, 2025], 7620, 5, [1800], 34_000),
  c('Knaus', 'Südwind 500 FU', [2010, 2025], 7500, 4, [1500, 1700], 27_000),
  c('Knaus', 'Sport 460 EU', [2008, 2025], 6920, 2, [1300, 1400], 22_000),
  c('Dethleffs', 'Camper 470 ER', [2010, 2025], 7050, 2, [1600], 28_000),
  c('Dethleffs', "c'go 515 SK", [2016, 2025], 7290, 7, [1500], 22_000),
  c('Bürstner', 'Premio Life 430 TS', [2014, 2025], 6300, 3, [1100, 1200], 18_000),
  c('Bürstner', 'Averso 520 TL', [2010, 2020], 7610, 5, [1700], 26_000),
  c('Weinsberg', 'CaraOne 480 QDK', [2015, 2025], 7130, 5, [1500], 21_000),
  c('Adria', 'Adora 573 PT', [2012, 2025], 8050, 5, [2000, 2200], 36_000),
  c('LMC', 'Style 440 D', [2015, 2022], 6600, 2, [1300], 22_000),
  c('Eriba', 'Touring 542', [2006, 2025], 6150, 4, [1100, 1200], 32_000),
];

interface Place {
  zipCode: string;
  city: string;
  country: string;
}

const place = (zipCode: string, city: string, country = 'DE'): Place => ({ zipCode, city, country });

const PLACES: Place[] = [
  place('10115', 'Berlin'),
  place('20095', 'Hamburg'),
  place('80331', 'München'),
  place('50667', 'Köln'),
  place('60311', 'Frankfurt am Main'),
  place('70173', 'Stuttgart'),
  place('40213', 'Düsseldorf'),
  place('44135', 'Dortmund'),
  place('45127', 'Essen'),
  place('28195', 'Bremen'),
  place('30159', 'Hannover'),
  place('04109', 'Leipzig'),
  place('01067', 'Dresden'),
  place('90403', 'Nürnberg'),
  place('47051', 'Duisburg'),
  place('44787', 'Bochum'),
  place('42103', 'Wuppertal'),
  place('33602', 'Bielefeld'),
  place('53111', 'Bonn'),
  place('48143', 'Münster'),
  place('76133', 'Karlsruhe'),
  place('68159', 'Mannheim'),
  place('86150', 'Augsburg'),
  place('65183', 'Wiesbaden'),
  place('24103', 'Kiel'),
  place('23552', 'Lübeck'),
  place('18055', 'Rostock'),
  place('79098', 'Freiburg im Breisgau'),
  place('93047', 'Regensburg'),
  place('88339', 'Bad Waldsee'),
  place('88045', 'Friedrichshafen'),
  place('87435', 'Kempten (Allgäu)'),
  place('26122', 'Oldenburg'),
  place('49074', 'Osnabrück'),
  place('34117', 'Kassel'),
  place('99084', 'Erfurt'),
  place('39104', 'Magdeburg'),
  place('55116', 'Mainz'),
  place('66111', 'Saarbrücken'),
  place('97070', 'Würzburg'),
  place('54290', 'Trier'),
  place('38100', 'Braunschweig'),
  place('89073', 'Ulm'),
  place('83022', 'Rosenheim'),
  place('3511 AB', 'Utrecht', 'NL'),
  place('1012 JS', 'Amsterdam', 'NL'),
  place('3011 AD', 'Rotterdam', 'NL'),
  place('5611 AB', 'Eindhoven', 'NL'),
  place('211 20', 'Malmö', 'SE'),
  place('411 06', 'Göteborg', 'SE'),
  place('252 21', 'Helsingborg', 'SE'),
  place('8000', 'Aarhus C', 'DK'),
  place('5000', 'Odense C', 'DK'),
  place('80-831', 'Gdańsk', 'PL'),
  place('50-077', 'Wrocław', 'PL'),
  place('08001', 'Barcelona', 'ES'),
  place('46001', 'Valencia', 'ES'),
  place('110 00', 'Praha', 'CZ'),
  place('602 00', 'Brno', 'CZ'),
  place('1010', 'Wien', 'AT'),
  place('5020', 'Salzburg', 'AT'),
  place('6020', 'Innsbruck', 'AT'),
  place('2000', 'Antwerpen', 'BE'),
  place('9000', 'Gent', 'BE'),
];

/** Status mix: many live auctions for the catalogue, every status at least once. */
const STATUS_PLAN: [AuctionStatus, number][] = [
  ['running', 24],
  ['hotbidding', 5],
  ['published', 7],
  ['sold', 7],
  ['ended', 3],
  ['failed_na', 2],
  ['renegotiation', 2],
  ['acpt_late_offer', 2],
  ['recd_late_offer', 2],
  ['declined_late_offer', 2],
  ['anr_offer_above_targetprice', 2],
  ['inactive', 2],
  ['editing', 2],
  ['under_review', 2],
];

/** Reference year for age-dependent values; fixed so the vehicles themselves never depend on `now`. */
const REFERENCE_YEAR = 2026;

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

// ---------------------------------------------------------------------------------------------
// Technical data

function powerOptions(chassis: Chassis, year: number): number[] {
  switch (chassis) {
    case 'fiat':
      if (year < 2011) return [96, 115];
      if (year < 2015) return [96, 109, 115];
      if (year < 2021) return [96, 110, 130];
      return [103, 118, 130];
    case 'mercedes':
      return year < 2018 ? [105, 120] : [110, 120];
    case 'ford':
      return year < 2016 ? [92, 114] : [96, 125];
    case 'citroen':
      return year < 2016 ? [96, 110] : [103, 121];
    case 'iveco':
      return [129];
  }
}

function automaticShare(chassis: Chassis, year: number, newPrice: number): number {
  const premium = newPrice >= 90_000 ? 0.25 : 0;
  switch (chassis) {
    case 'fiat':
      return (year >= 2020 ? 0.4 : 0.12) + premium;
    case 'mercedes':
      return year >= 2014 ? 0.6 : 0.3;
    case 'ford':
      return year >= 2017 ? 0.25 : 0.05;
    case 'citroen':
      return year >= 2020 ? 0.3 : 0.05;
    case 'iveco':
      return 1;
  }
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const formatKm = (km: number): string => km.toLocaleString('de-DE');

// ---------------------------------------------------------------------------------------------
// Descriptions

const BODY_NAMES: Record<Body, string> = {
  semi: 'teilintegriertes Wohnmobil',
  integrated: 'vollintegriertes Wohnmobil',
  alcove: 'Alkoven-Wohnmobil',
  van: 'Kastenwagen',
  caravan: 'Wohnwagen',
};

const MOTORHOME_FEATURES = [
  'Markise',
  'Solaranlage mit 150 W',
  'Fahrradträger für drei Räder',
  'Rückfahrkamera',
  'vollautomatische SAT-Anlage',
  'Truma-Combi-Heizung',
  'Tempomat',
  'Klimaanlage im Fahrerhaus',
  'Lithium-Aufbaubatterie',
  'Wechselrichter 1.500 W',
  'Navi mit Camping-Datenbank',
  'Mückenschutztür',
  'Außendusche',
  'Anhängerkupplung',
  'Gasflaschen-Umschaltventil mit Crashsensor',
  'Fliegengitter an allen Fenstern',
];

const TRAILER_FEATURES = [
  'Rangierhilfe (Mover)',
  'Vorzelt von Isabella',
  'Markise',
  '100-km/h-Zulassung',
  'Fahrradträger auf der Deichsel',
  'SAT-Anlage',
  'Stützlastwaage',
  'Antischlingerkupplung',
  'Solarmodul mit 100 W',
  'Truma-Heizung mit Umluft',
  'Kühlschrank mit separatem Gefrierfach',
  'Heki-Dachhaube',
  'Außensteckdose und Gasanschluss',
];

interface DescriptionInput {
  spec: ModelSpec;
  year: number;
  month: number;
  mileage: number | null;
  transmission: 'manual' | 'automatic' | null;
  city: string;
  commercial: boolean;
}

function describe(rng: Rng, input: DescriptionInput): string {
  const { spec, year, month, mileage, city, commercial } = input;
  const name = `${spec.make} ${spec.model}`;
  const bodyName = BODY_NAMES[spec.body];
  const isTrailer = spec.body === 'caravan';
  const sentences: string[] = [];

  if (commercial) {
    sentences.push(
      pick(rng, [
        `Aus Inzahlungnahme bieten wir diesen ${name} mit Erstzulassung ${String(month).padStart(2, '0')}/${year} an.`,
        `Der ${name} (EZ ${String(month).padStart(2, '0')}/${year}) stammt aus unserer eigenen Vermietflotte und wurde regelmäßig in unserer Werkstatt gewartet.`,
      ]),
    );
  } else if (isTrailer) {
    sentences.push(
      pick(rng, [
        `Wir verkaufen unseren gepflegten ${name} aus dem ${MONTHS[month - 1]} ${year}.`,
        `Schweren Herzens trennen wir uns von unserem ${name}, Erstzulassung ${String(month).padStart(2, '0')}/${year}.`,
        `Zum Verkauf steht unser ${name} von ${year}, der immer unter einem Carport stand.`,
      ]),
    );
  } else {
    const km = formatKm(mileage ?? 0);
    sentences.push(
      pick(rng, [
        `Wir verkaufen unseren gepflegten ${name} aus dem ${MONTHS[month - 1]} ${year} mit ${km} km.`,
        `Schweren Herzens trennen wir uns von unserem ${name} (Erstzulassung ${String(month).padStart(2, '0')}/${year}, ${km} km).`,
        `Zum Verkauf steht unser ${bodyName} ${name}, Baujahr ${year}, mit ${km} km auf dem Tacho.`,
      ]),
    );
  }

  const features = sample(rng, isTrailer ? TRAILER_FEATURES : MOTORHOME_FEATURES, intBetween(rng, 3, 5));
  if (!isTrailer && input.transmission === 'automatic') features.unshift('Automatikgetriebe');
  sentences.push(`Ausstattung u. a.: ${features.join(', ')}.`);

  const lastSeason = pick(rng, ['im Frühjahr', 'letzten Herbst', 'vor der letzten Saison']);
  sentences.push(
    isTrailer
      ? pick(rng, [
          `Die Dichtigkeitsprüfung wurde ${lastSeason} ohne Befund gemacht, Gasprüfung und HU sind neu.`,
          `Reifen sind von ${Math.min(REFERENCE_YEAR - 1, Math.max(year, REFERENCE_YEAR - 4))}, Gasprüfung ist frisch und die Feuchtigkeitsmessung war ${lastSeason} ohne Befund.`,
          `Der Wohnwagen ist trocken, die letzte Dichtigkeitsprüfung beim Händler war ${lastSeason}.`,
        ])
      : pick(rng, [
          `Die Dichtigkeitsprüfung wurde ${lastSeason} ohne Befund durchgeführt, HU und Gasprüfung sind neu.`,
          `Inspektion immer beim Fachhändler, alle Rechnungen und das Serviceheft sind vorhanden.`,
          `Die große Inspektion samt neuen Bremsen wurde bei ${formatKm(roundTo((mileage ?? 0) * 0.85, 1000))} km gemacht, die Dichtigkeitsprüfung war ${lastSeason} ohne Befund.`,
        ]),
  );

  if (commercial) {
    sentences.push('MwSt. ist ausweisbar, Überführung und Zulassung können wir gerne organisieren.');
  } else {
    sentences.push(
      pick(rng, [
        'Nichtraucherfahrzeug, keine Haustiere.',
        'Kleine Gebrauchsspuren an den Polstern, ansonsten in sehr gutem Zustand.',
        'Ein kleiner Kratzer an der Heckschürze, ansonsten unfallfrei.',
        'Nichtraucher, keine Tiere, innen wie außen sehr sauber.',
      ]),
    );
    if (rng() < 0.7) {
      sentences.push(
        pick(rng, [
          `Besichtigung in ${city} nach Absprache gerne möglich.`,
          `Wir verkaufen nur, weil wir auf ein ${isTrailer ? 'Wohnmobil' : 'größeres Fahrzeug'} umsteigen.`,
          'Verkauf aus Altersgründen, das Fahrzeug kann nach Absprache gerne probegefahren werden.',
          `Da die Kinder inzwischen eigene Wege gehen, nutzen wir ${isTrailer ? 'den Wohnwagen' : 'das Fahrzeug'} kaum noch.`,
        ]),
      );
    }
  }
  return sentences.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Generator

const BODY_STYLE: Record<Body, number> = { semi: 0, integrated: 1, alcove: 2, van: 3, caravan: 0 };

type StaticVehicle = Omit<DemoVehicle, 'status' | 'startsAt' | 'endingAt' | 'highestBid' | 'bidCount' | 'buyNowPrice'>;

function staticVehicles(): StaticVehicle[] {
  const rng = mulberry32(0xca3e24);
  const places = shuffled(rng, PLACES);
  const specs = shuffled(rng, [...MOTORHOMES, ...TRAILERS]);
  const usedKeys = new Set<string>();

  return specs.map((spec, index): StaticVehicle => {
    const where = places[index % places.length] as Place;
    const isTrailer = spec.body === 'caravan';
    const year = intBetween(rng, spec.years[0], spec.years[1]);
    const month = intBetween(rng, 1, 12);
    const age = Math.max(0, REFERENCE_YEAR - year - month / 12);

    // The Swedish private seller lists abroad, the commercial seller (Hannover) only in Germany.
    let sellerKey: DemoAccountKey;
    if (where.country === 'DE') sellerKey = rng() < 0.3 ? 'seller-commercial' : 'seller-private';
    else sellerKey = where.country === 'AT' ? 'seller-private' : 'seller-private-2';
    const commercial = sellerKey === 'seller-commercial';

    let mileage: number | null = null;
    let powerKw: number | null = null;
    let transmission: 'manual' | 'automatic' | null = null;
    if (!isTrailer && spec.chassis) {
      const estimate = age * (6_500 + rng() * 6_500) + 3_000 + rng() * 6_000;
      mileage = Math.round(Math.min(176_000 + rng() * 14_000, Math.max(8_000 + rng() * 4_000, estimate)));
      powerKw = pick(rng, powerOptions(spec.chassis, year));
      transmission = rng() < automaticShare(spec.chassis, year, spec.newPrice) ? 'automatic' : 'manual';
    }

    const depreciation = isTrailer ? (spec.make === 'Eriba' ? 0.95 : 0.92) : 0.915;
    const mileageFactor = mileage === null ? 1 : 1 - (mileage / 190_000) * 0.15;
    const condition = 0.92 + rng() * 0.16;
    const [minPrice, maxPrice] = isTrailer ? [7_000, 38_000] : [22_000, 120_000];
    const minimumPrice = Math.min(
      maxPrice,
      Math.max(minPrice, roundTo(spec.newPrice * depreciation ** age * mileageFactor * condition, 500)),
    );

    let key = `${slug(spec.make)}-${slug(spec.model)}-${year}`;
    for (let n = 2; usedKeys.has(key); n++) key = `${slug(spec.make)}-${slug(spec.model)}-${year}-${n}`;
    usedKeys.add(key);

    const description = describe(rng, {
      spec,
      year,
      month,
      mileage,
      transmission,
      city: where.city,
      commercial,
    });

    return {
      key,
      sellerKey,
      productType: isTrailer ? 'trailer' : 'motorhome',
      make: spec.make,
      model: spec.model,
      firstRegistrationYear: year,
      firstRegistrationMonth: month,
      mileage,
      powerKw,
      fuel: isTrailer ? null : 'diesel',
      transmission,
      lengthMm: spec.lengthMm,
      beds: spec.beds,
      seats: spec.seats,
      weightKg: pick(rng, spec.weights),
      zipCode: where.zipCode,
      city: where.city,
      country: where.country,
      description,
      minimumPrice,
      vatReportable: commercial,
      body: spec.body,
      chassis: spec.chassis,
      image: {
        hue: intBetween(rng, 0, 359),
        accentHue: intBetween(rng, 0, 359),
        style: (isTrailer ? intBetween(rng, 0, 3) : BODY_STYLE[spec.body]) + 4 * intBetween(rng, 0, 3),
      },
    };
  });
}

/** Spreads `count` items evenly over `slots` (several items may share a slot if there are few). */
const spread = (slots: number[], index: number, count: number): number =>
  slots[Math.min(slots.length - 1, Math.floor(((index + 0.5) * slots.length) / count))] as number;

/** The demo catalogue for a seed run at `now`: same `now`, same output. */
export function demoVehicles(now: Date): DemoVehicle[] {
  const nowMs = now.getTime();
  const vehicles = staticVehicles();
  const rng = mulberry32(0x5eed_2026);
  const statuses = shuffled(
    rng,
    STATUS_PLAN.flatMap(([status, count]) => Array.from({ length: count }, () => status)),
  );
  const times = endTimes(nowMs);
  const counters: Partial<Record<AuctionStatus, number>> = {};
  const countOf = (status: AuctionStatus): number => STATUS_PLAN.find(([s]) => s === status)?.[1] ?? 1;
  const runningOrder = shuffled(rng, Array.from({ length: countOf('running') }, (_, i) => i));

  return vehicles.map((vehicle, index): DemoVehicle => {
    const planned: AuctionStatus = statuses[index % statuses.length] ?? 'running';
    const nth = counters[planned] ?? 0;
    counters[planned] = nth + 1;
    // What the clock allows: nothing runs when no legal end lies within 24 h, nothing is in its last minutes outside
    // a weekday end window; such vehicles run, or start later, instead.
    const hotbiddingEnd = nowMs + MINUTE + nth * 45_000;
    const runs = planned === 'running' || (planned === 'hotbidding' && !isInEndWindow(hotbiddingEnd));
    const status: AuctionStatus = runs && times.running.length === 0 ? 'published' : runs ? 'running' : planned;
    const min = vehicle.minimumPrice;
    const bidBetween = (low: number, high: number, round: (x: number) => number = Math.round): number =>
      round((min * (low + rng() * (high - low))) / 100) * 100;

    let endingAt: number | null = null;
    let highestBid: number | null = null;
    let bidCount = 0;
    let buyNowPrice: number | null = null;

    switch (status) {
      case 'running': {
        if (planned === 'hotbidding') {
          endingAt = spread(times.running, nth, countOf('hotbidding'));
          bidCount = intBetween(rng, 8, 25);
          highestBid = bidBetween(0.85, 1.05);
          break;
        }
        endingAt = spread(times.running, runningOrder[nth] ?? nth, countOf('running'));
        bidCount = nth % 6 === 5 ? 0 : intBetween(rng, 1, 25);
        highestBid =
          bidCount === 0
            ? null
            : Math.min(
                Math.floor((min * 1.05) / 100) * 100,
                Math.max(Math.ceil((min * 0.55) / 100) * 100, bidBetween(0.55 + Math.min(bidCount, 20) * 0.015, 1.05)),
              );
        if (nth % 3 === 0) buyNowPrice = roundTo(min * (1.08 + rng() * 0.14), 500);
        break;
      }
      case 'hotbidding':
        endingAt = hotbiddingEnd;
        bidCount = intBetween(rng, 8, 25);
        highestBid = bidBetween(0.85, 1.05);
        break;
      case 'published':
        // Meant to run (or to be in its last minutes) but the clock allows neither: starts with the next window.
        endingAt = planned === 'published' ? spread(times.published, nth, countOf('published')) : spread(times.upcoming, nth, countOf(planned));
        break;
      case 'sold':
        bidCount = intBetween(rng, 5, 25);
        highestBid = bidBetween(1, 1.12, Math.ceil);
        break;
      case 'anr_offer_above_targetprice':
        bidCount = intBetween(rng, 6, 22);
        highestBid = bidBetween(1, 1.08, Math.ceil);
        break;
      case 'ended':
        bidCount = intBetween(rng, 3, 18);
        highestBid = bidBetween(0.8, 0.99, Math.floor);
        break;
      case 'failed_na':
      case 'renegotiation':
      case 'acpt_late_offer':
      case 'recd_late_offer':
      case 'declined_late_offer':
        bidCount = intBetween(rng, 2, 15);
        highestBid = bidBetween(0.7, 0.95, Math.floor);
        break;
      case 'inactive':
      case 'editing':
      case 'under_review':
        break;
    }
    if (endingAt === null && !['inactive', 'editing', 'under_review'].includes(status)) {
      endingAt = pick(rng, times.past);
    }
    if (status === 'acpt_late_offer' || status === 'recd_late_offer' || status === 'declined_late_offer') {
      // A late offer only makes sense if the auction itself did not reach the minimum price.
      highestBid = Math.min(highestBid ?? 0, Math.floor((min * 0.95) / 100) * 100);
    }

    return {
      ...vehicle,
      status,
      startsAt: endingAt === null ? null : new Date(endingAt - AUCTION_MAX_DURATION_MS),
      endingAt: endingAt === null ? null : new Date(endingAt),
      highestBid,
      bidCount,
      buyNowPrice,
    };
  });
}
