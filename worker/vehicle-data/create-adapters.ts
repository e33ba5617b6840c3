/**
 * Picks the vehicle-data adapters for the environment. The offline plate registry and fleet need
 * VEHICLE_DATA=local and a development environment; any other combination gets RDW and Syscara (configuration fails
 * closed). The portal exists only with a mobile.de account; the fleet adapter always exists, since each dealer brings
 * their own Syscara credentials.
 */
import { isDevelopment } from '../config/check-configuration.ts';
import type { Bindings } from '../env.ts';
import { type FetchLike, globalFetch } from './http.ts';
import { LocalFleet } from './local-fleet.ts';
import { LocalPlateRegistry } from './local-registry.ts';
import { MobileDePortal } from './mobile-de.ts';
import type { ClassifiedsPortal, FleetSystem, PlateRegistry } from './port.ts';
import { RdwPlateRegistry } from './rdw.ts';
import { SyscaraFleet } from './syscara.ts';

export type VehicleDataEnv = Pick<
  Bindings,
  'ENVIRONMENT' | 'VEHICLE_DATA' | 'RDW_APP_TOKEN' | 'MOBILE_DE_USER' | 'MOBILE_DE_PASSWORD' | 'SYSCARA_API_URL'
>;

export interface VehicleDataAdapters {
  plateRegistry: PlateRegistry;
  /** null: no mobile.de account configured, the option is unavailable. */
  portal: ClassifiedsPortal | null;
  /** Always set today; nullable so a later switch-off needs no change at the call sites. */
  fleet: FleetSystem | null;
}

/**
 * An override of Syscara's base URL is used only when it is an https URL: dealers' credentials must not travel in
 * clear text, and a broken override falls back to Syscara itself, the credentials' owner.
 */
function syscaraBaseUrl(value: string | undefined): string | undefined {
  try {
    const url = new URL(value?.trim() ?? '');
    return url.protocol === 'https:' ? url.origin + url.pathname.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

export function createVehicleDataAdapters(env: VehicleDataEnv, fetchImpl: FetchLike = globalFetch): VehicleDataAdapters {
  const local = env.VEHICLE_DATA?.trim() === 'local' && isDevelopment(env);
  const plateRegistry = local ? new LocalPlateRegistry() : new RdwPlateRegistry({ appToken: env.RDW_APP_TOKEN, fetch: fetchImpl });
  const username = env.MOBILE_DE_USER?.trim();
  const password = env.MOBILE_DE_PASSWORD;
  const portal = username && password ? new MobileDePortal({ username, password, fetch: fetchImpl }) : null;
  const fleet = local ? new LocalFleet() : new SyscaraFleet({ baseUrl: syscaraBaseUrl(env.SYSCARA_API_URL), fetch: fetchImpl });
  return { plateRegistry, portal, fleet };
}
