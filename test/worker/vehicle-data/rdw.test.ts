import { describe, expect, it } from 'vitest';
import { rdwFuel, rdwPower } from '../../../worker/vehicle-data/rdw-mapping.ts';
import { normalisePlate, RDW_FUELS_URL, RDW_VEHICLES_URL, RdwPlateRegistry } from '../../../worker/vehicle-data/rdw.ts';
import camperFuel from './fixtures/rdw-camper-fuel.json?raw';
import camperVehicle from './fixtures/rdw-camper-vehicle.json?raw';
import caravanVehicle from './fixtures/rdw-caravan-vehicle.json?raw';
import empty from './fixtures/rdw-empty.json?raw';
import { at, importError, json, replay } from './helpers.ts';

/** Answers the vehicles and fuel datasets with the given recorded bodies. */
function rdw(vehicles: string, fuels: string) {
  return replay((url) => json(url.pathname.endsWith('/m9d7-ebf2.json') ? vehicles : fuels));
}

describe('RDW plate registry', () => {
  it('queries both datasets by the normalised plate, with the app token, and maps the recorded camper', async () => {
    const { fetch, requests } = rdw(camperVehicle, camperFuel);
    const vehicle = await new RdwPlateRegistry({ appToken: 'app-token-123', fetch, now: at('2026-10-01') }).lookup(' cm-240 nl ');

    expect(requests.map((request) => request.url).sort()).toEqual([`${RDW_FUELS_URL}?kenteken=CM240NL`, `${RDW_VEHICLES_URL}?kenteken=CM240NL`].sort());
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.headers.get('X-App-Token')).toBe('app-token-123');
    }
    expect(vehicle).toEqual({
      productType: 'motorhome',
      values: {
        make: 'other',
        make_other: 'FIAT',
        model: 'DUCATO',
        chassis: 'fiat_ducato',
        first_registration: '2019-04-12',
        weight: 2895,
        licensed_weight: 3500,
        length: 6990,
        width: 2340,
        height: 2940,
        seats: 4,
        engine_capacity: 2287,
        fuel: 'diesel',
        power: 110,
        main_inspection_validity: '2027-04-11',
        hu_expired: 'no',
      },
      sourceUrl: null,
    });
  });

  it('marks the APK as expired once its date has passed', async () => {
    const { fetch } = rdw(camperVehicle, camperFuel);
    const vehicle = await new RdwPlateRegistry({ fetch, now: at('2027-04-12') }).lookup('CM-240-NL');
    expect(vehicle?.values.hu_expired).toBe('yes');
    expect(vehicle?.values.main_inspection_validity).toBe('2027-04-11');
  });

  it('maps the recorded caravan to trailer attributes and sends no token when none is configured', async () => {
    const { fetch, requests } = rdw(caravanVehicle, empty);
    const vehicle = await new RdwPlateRegistry({ fetch, now: at('2026-10-01') }).lookup('WK-12-34');

    expect(requests.every((request) => !request.headers.has('X-App-Token'))).toBe(true);
    expect(vehicle).toEqual({
      productType: 'trailer',
      values: {
        make: 'hobby',
        model: 'DE LUXE 495 UL',
        category: 'caravan',
        first_registration: '2016-03-01',
        trailer_weight: 1180,
        trailer_licensed_weight: 1500,
        trailer_length: 7120,
        trailer_width: 2300,
      },
      sourceUrl: null,
    });
  });

  it('answers null for the recorded empty answer', async () => {
    const { fetch } = rdw(empty, empty);
    expect(await new RdwPlateRegistry({ fetch }).lookup('XX-999-X')).toBeNull();
  });

  it('answers null without a request for text that cannot be a plate', async () => {
    const { fetch, requests } = rdw(camperVehicle, camperFuel);
    expect(await new RdwPlateRegistry({ fetch }).lookup('AB/12&$where=1')).toBeNull();
    expect(await new RdwPlateRegistry({ fetch }).lookup(' - ')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('still returns the data of another kind of vehicle, without a product type', async () => {
    const car = JSON.stringify([
      { kenteken: 'K123AB', voertuigsoort: 'Personenauto', merk: 'VOLKSWAGEN', handelsbenaming: 'GOLF', inrichting: 'hatchback', datum_eerste_toelating: '20180301', massa_ledig_voertuig: '1205', lengte: '0' },
    ]);
    const { fetch } = rdw(car, empty);
    const vehicle = await new RdwPlateRegistry({ fetch }).lookup('K-123-AB');
    expect(vehicle).toEqual({
      productType: null,
      values: { make: 'other', make_other: 'VOLKSWAGEN', model: 'GOLF', first_registration: '2018-03-01', weight: 1205 },
      sourceUrl: null,
    });
  });

  it('drops a field that fails our checks and keeps the rest', async () => {
    const rows = JSON.parse(camperVehicle) as Record<string, unknown>[];
    const broken = JSON.stringify([{ ...rows[0], datum_eerste_toelating: '20190231', aantal_zitplaatsen: '4.5x' }]);
    const { fetch } = rdw(broken, camperFuel);
    const vehicle = await new RdwPlateRegistry({ fetch, now: at('2026-10-01') }).lookup('CM240NL');
    expect(vehicle?.values).not.toHaveProperty('first_registration');
    expect(vehicle?.values).not.toHaveProperty('seats');
    expect(vehicle?.values).toMatchObject({ model: 'DUCATO', power: 110, licensed_weight: 3500 });
  });

  it('turns HTTP errors and unusable answers into "failed" and network errors into "unavailable"', async () => {
    for (const status of [400, 429, 500, 503]) {
      const { fetch } = replay(() => json('{"message":"nope"}', status));
      expect((await importError(new RdwPlateRegistry({ fetch }).lookup('CM240NL'))).reason).toBe('failed');
    }
    const notJson = replay(() => new Response('<html>gateway</html>', { status: 200 }));
    expect((await importError(new RdwPlateRegistry({ fetch: notJson.fetch }).lookup('CM240NL'))).reason).toBe('failed');
    const notList = replay(() => json('{"error":true}'));
    expect((await importError(new RdwPlateRegistry({ fetch: notList.fetch }).lookup('CM240NL'))).reason).toBe('failed');
    const offline = new RdwPlateRegistry({
      fetch: async () => {
        throw new TypeError('connection refused');
      },
    });
    expect((await importError(offline.lookup('CM240NL'))).reason).toBe('unavailable');
  });

  it('normalises plates to upper case without separators', () => {
    expect(normalisePlate('wk-12 - 34')).toBe('WK1234');
  });
});

describe('RDW fuel rows', () => {
  const row = (order: string, fuel: string, extra: Record<string, string> = {}) => ({ brandstof_volgnummer: order, brandstof_omschrijving: fuel, ...extra });

  it('maps single fuels and combines electricity with another fuel to hybrid', () => {
    expect(rdwFuel([row('1', 'Benzine')])).toBe('petrol');
    expect(rdwFuel([row('1', 'LPG')])).toBe('lpg');
    expect(rdwFuel([row('1', 'Elektriciteit')])).toBe('electric');
    expect(rdwFuel([row('1', 'Benzine'), row('2', 'Elektriciteit')])).toBe('hybrid');
    expect(rdwFuel([row('1', 'Diesel', { klasse_hybride_elektrisch_voertuig: 'NOVC-HEV' })])).toBe('hybrid');
    expect(rdwFuel([row('1', 'Benzine'), row('2', 'LPG')])).toBe('lpg');
    expect(rdwFuel([row('1', 'Waterstof')])).toBeUndefined();
    expect(rdwFuel([])).toBeUndefined();
  });

  it('takes the power of the first fuel that has one, rounded, and the electric figure only as a fallback', () => {
    expect(rdwPower([row('2', 'Elektriciteit', { netto_max_vermogen_elektrisch: '40.00' }), row('1', 'Benzine', { nettomaximumvermogen: '72.40' })])).toBe(72);
    expect(rdwPower([row('1', 'Elektriciteit', { netto_max_vermogen_elektrisch: '150.00' })])).toBe(150);
    expect(rdwPower([row('1', 'Diesel', { nettomaximumvermogen: '0.00' })])).toBeUndefined();
  });
});
