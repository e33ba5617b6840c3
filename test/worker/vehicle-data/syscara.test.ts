import { describe, expect, it } from 'vitest';
import { SYSCARA_API_URL, SyscaraFleet, syscaraItems } from '../../../worker/vehicle-data/syscara.ts';
import recorded from './fixtures/syscara-sale-vehicles.json?raw';
import { importError, json, replay } from './helpers.ts';

const DEALER = { username: 'autohaus-müller', password: 'Pässwort!1' };

describe('Syscara fleet', () => {
  it('lists the sale vehicles with the dealer credentials (UTF-8 Basic auth) and maps the recorded answer', async () => {
    const { fetch, requests } = replay(() => json(recorded));
    const vehicles = await new SyscaraFleet({ fetch }).listVehicles(DEALER);

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`${SYSCARA_API_URL}/sale/vehicles/`);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('Authorization')).toBe('Basic YXV0b2hhdXMtbcO8bGxlcjpQw6Rzc3dvcnQhMQ==');
    expect(vehicles).toEqual([
      {
        productType: 'motorhome',
        values: {
          make: 'knaus',
          model: '650 MEG',
          series: 'Sun TI',
          category: 'semi_integrated',
          first_registration: '2021-03-15',
          mileage: 28400,
          power: 118,
          fuel: 'diesel',
          transmission: 'automatic',
          length: 6990,
          width: 2340,
          height: 2940,
          weight: 2960,
          licensed_weight: 3500,
          beds: 4,
          equipment: ['awning', 'sat_tv', 'reversing_camera', 'cruise_control', 'separate_shower'],
          description: 'Teilintegrierter mit Einzelbetten und Hubbett, Markise, Sat-Anlage, Rückfahrkamera.',
          vin: 'ZFA25000002K44291',
        },
        sourceUrl: null,
      },
      {
        productType: 'trailer',
        values: {
          make: 'tabbert',
          model: '490 TD',
          series: 'Da Vinci',
          category: 'caravan',
          first_registration: '2018-05-02',
          trailer_length: 7400,
          trailer_width: 2450,
          trailer_height: 2620,
          trailer_weight: 1390,
          trailer_licensed_weight: 1700,
          beds: 4,
          equipment: ['mover', 'bike_rack', 'awning'],
          description: 'Wohnwagen mit Mover und Fahrradträger.',
          vin: 'WTA49000000B12345',
        },
        sourceUrl: null,
      },
    ]);
  });

  it('uses a configured base URL', async () => {
    const { fetch, requests } = replay(() => json('{}'));
    expect(await new SyscaraFleet({ baseUrl: 'https://syscara.example.test/api/', fetch }).listVehicles(DEALER)).toEqual([]);
    expect(requests[0]?.url).toBe('https://syscara.example.test/api/sale/vehicles/');
  });

  it('maps 401 and 403 to unauthorized and other statuses to failed', async () => {
    for (const [status, reason] of [
      [401, 'unauthorized'],
      [403, 'unauthorized'],
      [500, 'failed'],
      [404, 'failed'],
    ] as const) {
      const { fetch } = replay(() => json('{"error":"x"}', status));
      expect((await importError(new SyscaraFleet({ fetch }).listVehicles(DEALER))).reason).toBe(reason);
    }
  });

  it('refuses incomplete credentials as unauthorized without a request', async () => {
    const { fetch, requests } = replay(() => json(recorded));
    expect((await importError(new SyscaraFleet({ fetch }).listVehicles({ username: ' ', password: 'x' }))).reason).toBe('unauthorized');
    expect((await importError(new SyscaraFleet({ fetch }).listVehicles({ username: 'dealer', password: '' }))).reason).toBe('unauthorized');
    expect(requests).toHaveLength(0);
  });

  it('reads the collection shapes seen in the wild and refuses anything else', () => {
    const vehicle = { id: 1, type: 'Caravan' };
    expect(syscaraItems({ 1: vehicle, 2: { id: 2 } })).toEqual([vehicle, { id: 2 }]);
    expect(syscaraItems([vehicle, 'junk'])).toEqual([vehicle]);
    expect(syscaraItems({ RESULT: 'OK', DATA: { 1: vehicle } })).toEqual([vehicle]);
    expect(syscaraItems(vehicle)).toEqual([vehicle]);
    expect(() => syscaraItems('nope')).toThrow();
  });
});
