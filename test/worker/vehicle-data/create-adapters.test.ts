import { describe, expect, it } from 'vitest';
import { createVehicleDataAdapters, type VehicleDataEnv } from '../../../worker/vehicle-data/create-adapters.ts';
import { LocalPlateRegistry } from '../../../worker/vehicle-data/local-registry.ts';
import { MobileDePortal } from '../../../worker/vehicle-data/mobile-de.ts';
import { RdwPlateRegistry } from '../../../worker/vehicle-data/rdw.ts';
import { SyscaraFleet } from '../../../worker/vehicle-data/syscara.ts';
import { json, replay } from './helpers.ts';

const DEALER = { username: 'dealer', password: 'pw' };

describe('createVehicleDataAdapters', () => {
  it('uses the offline registry only for VEHICLE_DATA=local in development', async () => {
    const { fetch, requests } = replay(() => json('[]'));
    const local = createVehicleDataAdapters({ ENVIRONMENT: 'development', VEHICLE_DATA: ' local ' }, fetch);
    expect(local.plateRegistry).toBeInstanceOf(LocalPlateRegistry);
    expect((await local.plateRegistry.lookup('CM-240-NL'))?.productType).toBe('motorhome');
    expect(requests).toHaveLength(0);
  });

  it('fails closed to RDW for any other environment or value', async () => {
    const cases: VehicleDataEnv[] = [
      { ENVIRONMENT: 'production', VEHICLE_DATA: 'local' },
      { VEHICLE_DATA: 'local' },
      { ENVIRONMENT: 'staging', VEHICLE_DATA: 'local' },
      { ENVIRONMENT: 'development', VEHICLE_DATA: 'LOCAL-ish' },
      { ENVIRONMENT: 'development' },
    ];
    for (const env of cases) {
      const { fetch, requests } = replay(() => json('[]'));
      const { plateRegistry } = createVehicleDataAdapters(env, fetch);
      expect(plateRegistry).toBeInstanceOf(RdwPlateRegistry);
      expect(await plateRegistry.lookup('CM-240-NL')).toBeNull();
      expect(requests.length).toBe(2);
    }
  });

  it('passes the RDW app token and the injected fetch to the registry', async () => {
    const { fetch, requests } = replay(() => json('[]'));
    await createVehicleDataAdapters({ ENVIRONMENT: 'production', RDW_APP_TOKEN: 'tok-1' }, fetch).plateRegistry.lookup('CM240NL');
    expect(requests.map((request) => request.headers.get('X-App-Token'))).toEqual(['tok-1', 'tok-1']);
  });

  it('offers the portal only with both mobile.de credentials', async () => {
    expect(createVehicleDataAdapters({}).portal).toBeNull();
    expect(createVehicleDataAdapters({ MOBILE_DE_USER: 'api-user' }).portal).toBeNull();
    expect(createVehicleDataAdapters({ MOBILE_DE_USER: '  ', MOBILE_DE_PASSWORD: 'pw' }).portal).toBeNull();
    expect(createVehicleDataAdapters({ MOBILE_DE_PASSWORD: 'pw' }).portal).toBeNull();

    const { fetch, requests } = replay(() => json('{"mobileAdId":"5","make":"Hymer"}'));
    const { portal } = createVehicleDataAdapters({ MOBILE_DE_USER: 'api-user', MOBILE_DE_PASSWORD: 'pw' }, fetch);
    expect(portal).toBeInstanceOf(MobileDePortal);
    expect((await portal?.fetchAd('5'))?.values.make).toBe('hymer');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Basic ${btoa('api-user:pw')}`);
  });

  it('always offers the fleet adapter, on Syscara unless an https override is configured', async () => {
    const urlFor = async (env: VehicleDataEnv) => {
      const { fetch, requests } = replay(() => json('{}'));
      const { fleet } = createVehicleDataAdapters(env, fetch);
      expect(fleet).toBeInstanceOf(SyscaraFleet);
      await fleet?.listVehicles(DEALER);
      return requests[0]?.url;
    };
    expect(await urlFor({})).toBe('https://api.syscara.com/sale/vehicles/');
    expect(await urlFor({ SYSCARA_API_URL: 'https://syscara.example.test/' })).toBe('https://syscara.example.test/sale/vehicles/');
    expect(await urlFor({ SYSCARA_API_URL: 'http://syscara.example.test' })).toBe('https://api.syscara.com/sale/vehicles/');
    expect(await urlFor({ SYSCARA_API_URL: 'not a url' })).toBe('https://api.syscara.com/sale/vehicles/');
  });
});
