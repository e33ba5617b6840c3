/**
 * Production plate registry for Dutch plates: RDW open data over the Socrata API, one GET on the registered
 * vehicles (m9d7-ebf2) and one on their fuels (8ys7-d773), both filtered by `kenteken`.
 *
 * What this relies on, confirmed against RDW's published column list of "Gekentekende voertuigen" and public client
 * code using the same endpoints: Socrata answers a JSON array of rows, every value a string, empty columns left out.
 * m9d7-ebf2: kenteken, voertuigsoort ("Personenauto", "Aanhangwagen", …), merk, handelsbenaming, inrichting
 * ("kampeerwagen", "caravan", …), datum_eerste_toelating and vervaldatum_apk (YYYYMMDD), massa_ledig_voertuig and
 * toegestane_maximum_massa_voertuig (kg), lengte, breedte, hoogte_voertuig (cm), aantal_zitplaatsen, cilinderinhoud
 * (cm³). 8ys7-d773: brandstof_volgnummer, brandstof_omschrijving ("Diesel", "Benzine", "LPG", "Elektriciteit"),
 * nettomaximumvermogen (kW, "110.00"), netto_max_vermogen_elektrisch, klasse_hybride_elektrisch_voertuig.
 * An optional app token goes in X-App-Token (Socrata's header; without it requests share a lower rate limit).
 */
import { type FetchLike, getJson, globalFetch } from './http.ts';
import { type ImportedVehicle, type PlateRegistry, VehicleImportError } from './port.ts';
import { mapRdwVehicle, type RdwRow } from './rdw-mapping.ts';
import { isoDay, isRecord } from './values.ts';

export const RDW_VEHICLES_URL = 'https://opendata.rdw.nl/resource/m9d7-ebf2.json';
export const RDW_FUELS_URL = 'https://opendata.rdw.nl/resource/8ys7-d773.json';

/** RDW stores plates upper case without separators ("CM-240-NL" -> "CM240NL"). */
export function normalisePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s-]+/g, '');
}

/** Dutch plates are six characters; a little slack for old and special series, nothing that needs escaping. */
const PLATE = /^[A-Z0-9]{1,8}$/;

export interface RdwOptions {
  appToken?: string;
  fetch?: FetchLike;
  now?: () => Date;
}

function rows(answer: unknown): RdwRow[] {
  if (!Array.isArray(answer)) throw new VehicleImportError('failed', 'answer is not a list of rows');
  return answer.filter(isRecord);
}

export class RdwPlateRegistry implements PlateRegistry {
  private readonly appToken: string | undefined;
  private readonly fetch: FetchLike;
  private readonly now: () => Date;

  constructor(options: RdwOptions = {}) {
    this.appToken = options.appToken?.trim() || undefined;
    this.fetch = options.fetch ?? globalFetch;
    this.now = options.now ?? (() => new Date());
  }

  async lookup(plate: string): Promise<ImportedVehicle | null> {
    const kenteken = normalisePlate(plate);
    // Not a plate RDW could hold: no vehicle data, and no request with arbitrary text.
    if (!PLATE.test(kenteken)) return null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.appToken) headers['X-App-Token'] = this.appToken;
    const query = `?${new URLSearchParams({ kenteken })}`;
    const [vehicles, fuels] = await Promise.all([
      getJson(this.fetch, RDW_VEHICLES_URL + query, headers),
      getJson(this.fetch, RDW_FUELS_URL + query, headers),
    ]);
    const vehicle = rows(vehicles)[0];
    return vehicle ? mapRdwVehicle(vehicle, rows(fuels), isoDay(this.now())) : null;
  }
}
