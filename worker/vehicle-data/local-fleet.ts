/**
 * Offline fleet system for development (VEHICLE_DATA=local): the user "demo" with the password "demo" has two
 * vehicles for sale, so the dealer's Syscara integration can be tried without network; any other login is refused
 * like Syscara refuses it.
 */
import { DEMO_PLATES } from './local-registry.ts';
import { type FleetCredentials, type FleetSystem, type ImportedVehicle, VehicleImportError } from './port.ts';
import { cleanValues } from './values.ts';

export const DEMO_FLEET_LOGIN: FleetCredentials = { username: 'demo', password: 'demo' };

/** The demo vehicles carry VINs, so a second import skips them like a real fleet's would be. */
const DEMO_VINS: Record<string, string> = { CM240NL: 'ZFA25000002K41234', WK1234: 'WKH495UL000012345' };

export class LocalFleet implements FleetSystem {
  async listVehicles(credentials: FleetCredentials): Promise<ImportedVehicle[]> {
    if (credentials.username !== DEMO_FLEET_LOGIN.username || credentials.password !== DEMO_FLEET_LOGIN.password) {
      throw new VehicleImportError('unauthorized');
    }
    return Object.entries(DEMO_PLATES).map(([plate, vehicle]) => ({
      productType: vehicle.kind,
      values: cleanValues(vehicle.kind, { ...vehicle.values, vin: DEMO_VINS[plate] }),
      sourceUrl: null,
    }));
  }
}
