/**
 * A generated history of past auction sales (about two years, 400 motorhomes and 150 caravans sold, some rounds that
 * failed first), so the valuation has comparables and its back-test has something to measure. Deterministic for a
 * given `now`. The prices come from a transparent market model with noise (below), written independently of the
 * valuation's own constants: the back-test then measures how well the method recovers a market it does not know.
 */

export const HISTORY_MOTORHOMES = 400;
export const HISTORY_TRAILERS = 150;
/** Internal numbers of the history's products: HIST-0001 and on. */
export const HISTORY_PREFIX = 'HIST-';
/** The history spans this many days before `now`. */
export const HISTORY_DAYS = 730;

interface HistoryModel {
  make: string;
  model: string;
  years: [number, number];
  lengthMm: number;
  beds: number;
  weightKg: number;
  /** List price when new, EUR. */
  newPrice: number;
}

const h = (make: string, model: string, years: [number, number], lengthMm: number, beds: number, weightKg: number, newPrice: number): HistoryModel => ({
  make, model, years, lengthMm, beds, weightKg, newPrice,
});

const MOTORHOME_MODELS: HistoryModel[] = [
  h('Hymer', 'B-MC T 680', [2018, 2025], 6990, 4, 3500, 102_000),
  h('Hymer', 'Exsis-i 580', [2008, 2025], 5990, 4, 3500, 82_000),
  h('Hymer', 'ML-T 570', [2016, 2025], 6980, 4, 3880, 92_000),
  h('Knaus', 'Sky TI 650 MEG', [2014, 2025], 6990, 4, 3500, 76_000),
  h('Knaus', 'Van TI 550 MF', [2015, 2025], 5950, 3, 3500, 68_000),
  h('Knaus', 'BoxStar 600 Street', [2014, 2025], 5990, 2, 3500, 58_000),
  h('Dethleffs', 'Trend T 7057 EB', [2016, 2025], 7410, 4, 3500, 70_000),
  h('Dethleffs', 'Just Go T 6812 EB', [2020, 2025], 6990, 4, 3500, 60_000),
  h('Dethleffs', 'Globebus T 1', [2011, 2023], 5990, 2, 3500, 60_000),
  h('Bürstner', 'Lyseo TD 736', [2018, 2025], 7410, 4, 3500, 78_000),
  h('Bürstner', 'Campeo C 600', [2019, 2025], 5990, 2, 3500, 52_000),
  h('Carado', 'T 449', [2016, 2025], 7410, 4, 3500, 60_000),
  h('Carado', 'A 464', [2012, 2025], 6990, 6, 3500, 58_000),
  h('Pössl', 'Summit 640', [2019, 2025], 6360, 2, 3500, 56_000),
  h('Pössl', '2Win Plus', [2014, 2025], 5990, 2, 3500, 50_000),
  h('Weinsberg', 'CaraCompact 640 MEG', [2019, 2025], 6990, 4, 3500, 58_000),
  h('Weinsberg', 'CaraBus 600 MQ', [2016, 2025], 5990, 2, 3500, 52_000),
  h('Adria', 'Matrix Plus 670 SL', [2016, 2025], 7460, 5, 3500, 82_000),
  h('Adria', 'Twin Supreme 640 SGX', [2018, 2025], 6360, 3, 3500, 65_000),
  h('Sunlight', 'T 68', [2016, 2025], 7380, 4, 3500, 60_000),
  h('Westfalia', 'Columbus 640', [2014, 2025], 6360, 2, 3500, 65_000),
  h('Eura Mobil', 'Profila T 676 EB', [2016, 2025], 6990, 4, 3650, 85_000),
  h('Frankia', 'I 7400 GD', [2014, 2025], 7520, 4, 4250, 130_000),
  h('Carthago', 'c-tourer T 148 LE', [2015, 2025], 7390, 4, 3850, 95_000),
];

const TRAILER_MODELS: HistoryModel[] = [
  h('Hobby', 'De Luxe 460 UFe', [2008, 2025], 6820, 4, 1350, 24_000),
  h('Hobby', 'Prestige 560 UL', [2008, 2025], 7700, 4, 1800, 34_000),
  h('Hobby', 'Ontour 390 SF', [2012, 2025], 5900, 3, 1100, 17_000),
  h('Fendt', 'Bianco Activ 465 SFE', [2016, 2025], 7040, 4, 1500, 30_000),
  h('Tabbert', 'Rossini 540 DM', [2014, 2025], 7620, 5, 1800, 34_000),
  h('Knaus', 'Südwind 500 FU', [2010, 2025], 7500, 4, 1500, 27_000),
  h('Knaus', 'Sport 460 EU', [2008, 2025], 6920, 2, 1300, 22_000),
  h('Dethleffs', 'Camper 470 ER', [2010, 2025], 7050, 2, 1600, 28_000),
  h('Bürstner', 'Premio Life 430 TS', [2014, 2025], 6300, 3, 1100, 18_000),
  h('Weinsberg', 'CaraOne 480 QDK', [2015, 2025], 7130, 5, 1500, 21_000),
  h('Adria', 'Adora 573 PT', [2012, 2025], 8050, 5, 2000, 36_000),
  h('Eriba', 'Touring 542', [2006, 2025], 6150, 4, 1100, 32_000),
];

const EQUIPMENT = [
  'awning', 'bike_rack', 'solar_panel', 'sat_tv', 'reversing_camera', 'navigation', 'cruise_control', 'heating_truma',
  'hot_water', 'shower', 'toilet', 'oven', 'fridge_freezer', 'microwave', 'inverter', 'lithium_battery',
];
const DRIVING_EQUIPMENT = ['navigation', 'cruise_control', 'reversing_camera'];

/**
 * The market model. Value = list price × retention(age) × mileage factor × (1 + 0.8 % per equipment item)
 * × market drift × noise. Retention: motorhomes keep 84 % after the first year and lose 7 % a year after that
 * (caravans 80 % and 6 %); each 10,000 km above the age's usual 12,000 km a year costs 1.2 %; the market cooled by
 * 3 % a year over the history; the noise (condition, region, the day's bidders) is log-normal with σ = 8 %.
 */
const MARKET = {
  motorhome: { firstYear: 0.84, perYear: 0.07 },
  trailer: { firstYear: 0.8, perYear: 0.06 },
  usualKmPerYear: 12_000,
  mileageRatePer10k: 0.012,
  equipmentRate: 0.008,
  driftPerYear: -0.03,
  noiseSigma: 0.08,
} as const;

/** Share of vehicles whose first round failed; of those, the share that sold in a second round. */
const FAILED_FIRST_ROUND = 0.18;
const SOLD_IN_SECOND_ROUND = 0.7;

export interface HistoryRound {
  round: number;
  /** Epoch ms of the round's end (the sale, or the last bid of a failed round). */
  endedAt: number;
  highestBid: number;
  /** A lower bid before the highest (every round had at least two bidders). */
  secondBid: number;
  sold: boolean;
}

export interface HistoricSale {
  internalNumber: string;
  productType: 'motorhome' | 'trailer';
  make: string;
  model: string;
  firstRegistrationYear: number;
  firstRegistrationMonth: number;
  mileage: number | null;
  lengthMm: number;
  beds: number;
  weightKg: number;
  equipment: string[];
  /** One or two rounds, in order; the last one sold unless the vehicle never sold. */
  rounds: HistoryRound[];
}

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

const YEAR_MS = 365.25 * 86_400_000;
const round100 = (value: number) => Math.max(100, Math.round(value / 100) * 100);

/** The model's market value of a vehicle at `at` (before noise). */
export function marketValue(vehicle: Pick<HistoricSale, 'productType' | 'firstRegistrationYear' | 'firstRegistrationMonth' | 'mileage' | 'equipment'>, newPrice: number, at: number, now: number): number {
  const age = Math.max(0, (at - Date.UTC(vehicle.firstRegistrationYear, vehicle.firstRegistrationMonth - 1, 1)) / YEAR_MS);
  const rule = MARKET[vehicle.productType];
  const retention = age <= 1 ? 1 - (1 - rule.firstYear) * age : rule.firstYear * Math.pow(1 - rule.perYear, age - 1);
  const extraKm = vehicle.mileage === null ? 0 : vehicle.mileage - MARKET.usualKmPerYear * age;
  const mileage = Math.pow(1 - MARKET.mileageRatePer10k, extraKm / 10_000);
  const equipment = 1 + MARKET.equipmentRate * vehicle.equipment.length;
  const drift = Math.pow(1 + MARKET.driftPerYear, (at - now) / YEAR_MS);
  return newPrice * retention * mileage * equipment * drift;
}

function generate(count: number, productType: 'motorhome' | 'trailer', models: HistoryModel[], seed: number, now: number, offset: number): HistoricSale[] {
  const next = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const sales: HistoricSale[] = [];
  for (let index = 0; index < count; index++) {
    const model = pick(models);
    const soldAt = now - Math.floor((0.02 + next() * 0.98) * HISTORY_DAYS * 86_400_000);
    const saleYear = new Date(soldAt).getUTCFullYear();
    const lastYear = Math.min(model.years[1], saleYear);
    const firstYear = Math.min(lastYear, Math.max(model.years[0], saleYear - 16));
    const firstRegistrationYear = firstYear + Math.floor(next() * (lastYear - firstYear + 1));
    const firstRegistrationMonth = 1 + Math.floor(next() * 12);
    const age = Math.max(0.3, (soldAt - Date.UTC(firstRegistrationYear, firstRegistrationMonth - 1, 1)) / YEAR_MS);
    const mileage = productType === 'trailer' ? null : round100(age * (5_000 + next() * 15_000));
    const pool = productType === 'trailer' ? EQUIPMENT.filter((code) => !DRIVING_EQUIPMENT.includes(code)) : EQUIPMENT;
    const share = 0.25 + next() * 0.5;
    const equipment = pool.filter(() => next() < share);
    const vehicle = { productType, firstRegistrationYear, firstRegistrationMonth, mileage, equipment };
    const noise = Math.exp(MARKET.noiseSigma * normal());
    const price = (at: number) => marketValue(vehicle, model.newPrice, at, now) * noise;
    const rounds: HistoryRound[] = [];
    if (next() < FAILED_FIRST_ROUND) {
      // The first round ended below the seller's minimum: its best bid fell 3-15 % short of the value.
      const endedAt = soldAt - Math.floor((14 + next() * 60) * 86_400_000);
      const highestBid = round100(price(endedAt) * (0.85 + next() * 0.12));
      rounds.push({ round: 1, endedAt, highestBid, secondBid: round100(highestBid * 0.95), sold: false });
    }
    const sells = rounds.length === 0 || next() < SOLD_IN_SECOND_ROUND;
    if (sells) {
      const hammer = round100(price(soldAt));
      rounds.push({ round: rounds.length + 1, endedAt: soldAt, highestBid: hammer, secondBid: round100(hammer * (0.94 + next() * 0.05)), sold: true });
    }
    sales.push({
      internalNumber: `${HISTORY_PREFIX}${String(offset + index + 1).padStart(4, '0')}`,
      productType,
      make: model.make,
      model: model.model,
      firstRegistrationYear,
      firstRegistrationMonth,
      mileage,
      lengthMm: model.lengthMm,
      beds: model.beds,
      weightKg: model.weightKg,
      equipment,
      rounds,
    });
  }
  return sales;
}

/**
 * The whole history: HISTORY_MOTORHOMES + HISTORY_TRAILERS vehicles that sold, plus the vehicles whose failed first
 * round was never followed by a sale (they add failed rounds only).
 */
export function demoSalesHistory(now: Date): HistoricSale[] {
  const ms = now.getTime();
  const result: HistoricSale[] = [];
  for (const [productType, models, target, seed] of [
    ['motorhome', MOTORHOME_MODELS, HISTORY_MOTORHOMES, 14_001],
    ['trailer', TRAILER_MODELS, HISTORY_TRAILERS, 14_002],
  ] as const) {
    // The stream of vehicles is the same whatever its length: cut it after the target-th sale.
    const batch = generate(target * 2, productType, models, seed, ms, result.length);
    const soldIndexes = batch.flatMap((sale, index) => (sale.rounds.at(-1)?.sold ? [index] : []));
    const last = soldIndexes[target - 1];
    if (last === undefined) throw new Error(`sales history: fewer than ${target} ${productType} sales generated`);
    result.push(...batch.slice(0, last + 1));
  }
  return result;
}
