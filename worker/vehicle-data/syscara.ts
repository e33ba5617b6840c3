/**
 * Production fleet-system adapter for Syscara, the dealer management system of many caravan dealers: lists a
 * dealer's sale vehicles with that dealer's own API credentials (HTTP Basic).
 *
 * Syscara publishes no open API reference. What this relies on comes from public integrations of the same API and
 * must be verified with Syscara before going live:
 * - Endpoint GET https://api.syscara.com/sale/vehicles/ (integrations also use /sale/ads/, the advertised subset).
 * - The answer is an object keyed by vehicle id (some integrations also met a plain list or { DATA: {…} }).
 * - Vehicle fields: type ('Caravan' for caravans), typeof (body type), model { producer, series, model },
 *   date.registration, mileage (km), engine { kw, ps, fuel, gear }, dimensions { length, width, height } in cm,
 *   weights { allowed, total, empty } in kg, beds { sleeping, num }, texts.description, identifier.vin and
 *   features (keys such as 'markise', 'sat', 'rueckfahrkamera'). 'weights.empty' and the cm unit are the least
 *   certain; prices are deliberately not imported.
 */
import type { ProductKind } from '../../domain/attributes.ts';
import { basicAuth, type FetchLike, getJson, globalFetch } from './http.ts';
import { type FleetCredentials, type FleetSystem, type ImportedVehicle, VehicleImportError } from './port.ts';
import {
  anyDate,
  categoryFrom,
  cleanValues,
  description,
  isRecord,
  kwFromPs,
  makeValues,
  positiveInt,
  type RawValues,
  record,
  text,
  wholeNumber,
} from './values.ts';

export const SYSCARA_API_URL = 'https://api.syscara.com';
export const SYSCARA_VEHICLES_PATH = '/sale/vehicles/';

/** Syscara's feature keys (German) -> our equipment options; keys without a counterpart are left out. */
const EQUIPMENT: Record<string, string> = {
  markise: 'awning',
  fahrradtraeger: 'bike_rack',
  sat: 'sat_tv',
  rueckfahrkamera: 'reversing_camera',
  tempomat: 'cruise_control',
  mover: 'mover',
  heckgarage: 'garage',
  dusche: 'shower',
  sep_dusche: 'separate_shower',
};

export function syscaraKind(type: unknown): ProductKind | null {
  const words = text(type)?.toLowerCase() ?? '';
  if (/caravan|wohnwagen/.test(words)) return 'trailer';
  if (/motorhome|reisemobil|wohnmobil|camper/.test(words)) return 'motorhome';
  return null;
}

function fuel(value: unknown): string | undefined {
  const words = text(value)?.toLowerCase() ?? '';
  if (/hybrid/.test(words)) return 'hybrid';
  if (/diesel/.test(words)) return 'diesel';
  if (/benzin|petrol|gasoline/.test(words)) return 'petrol';
  if (/lpg|autogas/.test(words)) return 'lpg';
  if (/elektr|electric/.test(words)) return 'electric';
  return undefined;
}

/** 'Halbautomatik' counts as automatic, like mobile.de's semi-automatic. */
function gear(value: unknown): string | undefined {
  const words = text(value)?.toLowerCase() ?? '';
  if (/auto/.test(words)) return 'automatic';
  if (/manu|schalt/.test(words)) return 'manual';
  return undefined;
}

function equipment(features: unknown): string[] {
  if (!Array.isArray(features)) return [];
  const codes = features.map((key) => EQUIPMENT[text(key)?.toLowerCase() ?? '']).filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}

export function mapSyscaraVehicle(vehicle: Record<string, unknown>): ImportedVehicle {
  const kind = syscaraKind(vehicle.type);
  const trailer = kind === 'trailer';
  const model = record(vehicle.model);
  const engine = record(vehicle.engine);
  const dimensions = record(vehicle.dimensions);
  const weights = record(vehicle.weights);
  const beds = record(vehicle.beds);
  const name = text(model.model);
  const raw: RawValues = {
    ...makeValues(model.producer),
    // Syscara splits "Sun TI 650 MEG" into series and model; without a model the series is the best name.
    model: name ?? text(model.series),
    series: name ? text(model.series) : undefined,
    first_registration: anyDate(record(vehicle.date).registration),
    mileage: wholeNumber(vehicle.mileage),
    power: positiveInt(engine.kw) ?? kwFromPs(engine.ps),
    fuel: fuel(engine.fuel),
    transmission: gear(engine.gear),
    [trailer ? 'trailer_length' : 'length']: positiveInt(dimensions.length, 10),
    [trailer ? 'trailer_width' : 'width']: positiveInt(dimensions.width, 10),
    [trailer ? 'trailer_height' : 'height']: positiveInt(dimensions.height, 10),
    [trailer ? 'trailer_licensed_weight' : 'licensed_weight']: positiveInt(weights.allowed) ?? positiveInt(weights.total),
    [trailer ? 'trailer_weight' : 'weight']: positiveInt(weights.empty),
    beds: positiveInt(beds.sleeping) ?? positiveInt(beds.num),
    category: trailer ? 'caravan' : categoryFrom(vehicle.typeof),
    equipment: equipment(vehicle.features),
    description: description(record(vehicle.texts).description),
    vin: text(record(vehicle.identifier).vin),
  };
  return { productType: kind, values: cleanValues(kind, raw), sourceUrl: null };
}

/** The vehicles of an answer in whichever of the observed shapes it comes. */
export function syscaraItems(answer: unknown): Record<string, unknown>[] {
  if (Array.isArray(answer)) return answer.filter(isRecord);
  if (!isRecord(answer)) throw new VehicleImportError('failed', 'answer is not a vehicle collection');
  if (isRecord(answer.DATA) || Array.isArray(answer.DATA)) return syscaraItems(answer.DATA);
  // A single vehicle rather than a collection keyed by id.
  if (answer.id !== undefined && !isRecord(answer.id)) return [answer];
  return Object.values(answer).filter(isRecord);
}

export interface SyscaraOptions {
  /** Base URL without path; https://api.syscara.com unless overridden (SYSCARA_API_URL). */
  baseUrl?: string;
  fetch?: FetchLike;
}

export class SyscaraFleet implements FleetSystem {
  private readonly url: string;
  private readonly fetch: FetchLike;

  constructor(options: SyscaraOptions = {}) {
    this.url = (options.baseUrl ?? SYSCARA_API_URL).replace(/\/+$/, '') + SYSCARA_VEHICLES_PATH;
    this.fetch = options.fetch ?? globalFetch;
  }

  async listVehicles(credentials: FleetCredentials): Promise<ImportedVehicle[]> {
    // Without both parts the answer could only be a 401; do not send half a credential.
    if (!credentials.username.trim() || !credentials.password) throw new VehicleImportError('unauthorized', 'credentials incomplete');
    const answer = await getJson(
      this.fetch,
      this.url,
      { Authorization: basicAuth(credentials.username.trim(), credentials.password), Accept: 'application/json' },
      { 401: 'unauthorized', 403: 'unauthorized' },
    );
    return syscaraItems(answer).map(mapSyscaraVehicle);
  }
}
