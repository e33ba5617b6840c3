import { describe, expect, it } from 'vitest';
import { mapMobileDeAd, MOBILE_DE_AD_URL, MOBILE_DE_MEDIA_TYPE, MobileDePortal, mobileAdId } from '../../../worker/vehicle-data/mobile-de.ts';
import ad from './fixtures/mobile-de-ad-motorhome.json?raw';
import notFound from './fixtures/mobile-de-error-404.json?raw';
import { at, importError, json, replay } from './helpers.ts';

const USER = 'cm24-api';
const PASSWORD = 's3cret-Pa55';

function portal(status: number, body: string) {
  const recorded = replay(() => json(body, status));
  return { ...recorded, portal: new MobileDePortal({ username: USER, password: PASSWORD, fetch: recorded.fetch, now: at('2026-10-01') }) };
}

describe('mobile.de ad references', () => {
  it('reads the ad id from bare ids and the URL forms mobile.de uses', () => {
    expect(mobileAdId('398512734')).toBe('398512734');
    expect(mobileAdId(' https://suchen.mobile.de/fahrzeuge/details.html?id=398512734&lang=de ')).toBe('398512734');
    expect(mobileAdId('suchen.mobile.de/fahrzeuge/details.html?id=398512734')).toBe('398512734');
    expect(mobileAdId('https://m.mobile.de/auto-inserat/id/398512734')).toBe('398512734');
    expect(mobileAdId('https://suchen.mobile.de/auto-inserat/buerstner-lyseo-td-690/398512734.html')).toBe('398512734');
  });

  it('refuses other sites, searches and junk', () => {
    expect(mobileAdId('https://example.com/details.html?id=398512734')).toBeNull();
    expect(mobileAdId('https://mobile.de.example.com/398512734.html')).toBeNull();
    expect(mobileAdId('https://suchen.mobile.de/fahrzeuge/search.html?vc=MotorHome')).toBeNull();
    expect(mobileAdId('ftp://suchen.mobile.de/398512734')).toBeNull();
    expect(mobileAdId('Hymer B 678')).toBeNull();
    expect(mobileAdId('')).toBeNull();
  });
});

describe('mobile.de portal', () => {
  it('fetches the ad with Basic auth and the New Json media type and maps the recorded motorhome (no price)', async () => {
    const { portal: mobile, requests } = portal(200, ad);
    const vehicle = await mobile.fetchAd('https://suchen.mobile.de/fahrzeuge/details.html?id=398512734');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`${MOBILE_DE_AD_URL}398512734`);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Basic ${btoa(`${USER}:${PASSWORD}`)}`);
    expect(requests[0]?.headers.get('Accept')).toBe(MOBILE_DE_MEDIA_TYPE);
    expect(vehicle).toEqual({
      productType: 'motorhome',
      values: {
        make: 'buerstner',
        model: 'Lyseo',
        category: 'semi_integrated',
        first_registration: '2020-05-01',
        mileage: 41250,
        power: 118,
        fuel: 'diesel',
        transmission: 'automatic',
        seats: 4,
        description:
          'Gepflegter Teilintegrierter aus erster Hand, Nichtraucher, keine Tiere. Einzelbetten, Markise, SAT-Anlage, Rückfahrkamera.',
        main_inspection_validity: '2028-05-31',
        hu_expired: 'no',
      },
      sourceUrl: 'https://suchen.mobile.de/fahrzeuge/details.html?id=398512734&source=api',
    });
  });

  it('maps the recorded 404 to not_found, 401 and 403 to unauthorized and other statuses to failed', async () => {
    expect((await importError(portal(404, notFound).portal.fetchAd('398512734'))).reason).toBe('not_found');
    expect((await importError(portal(401, '{}').portal.fetchAd('398512734'))).reason).toBe('unauthorized');
    expect((await importError(portal(403, '{}').portal.fetchAd('398512734'))).reason).toBe('unauthorized');
    expect((await importError(portal(500, '{}').portal.fetchAd('398512734'))).reason).toBe('failed');
    expect((await importError(portal(200, '[]').portal.fetchAd('398512734'))).reason).toBe('failed');
  });

  it('refuses an unparsable reference as not_found without a request', async () => {
    const { portal: mobile, requests } = portal(200, ad);
    const error = await importError(mobile.fetchAd('https://example.com/ad/1'));
    expect(error.reason).toBe('not_found');
    expect(requests).toHaveLength(0);
  });

  it('never puts the credentials into an error message', async () => {
    const error = await importError(portal(401, `{"message":"bad credentials for ${USER}:${PASSWORD}"}`).portal.fetchAd('1'));
    expect(error.message).not.toContain(PASSWORD);
  });
});

describe('mobile.de ad mapping', () => {
  it('treats a caravan category as a trailer and drops motorhome-only fields', () => {
    const vehicle = mapMobileDeAd(
      { vehicleClass: 'MotorHome', category: 'Caravan', make: 'HOBBY', model: 'De Luxe', firstRegistration: '201807', mileage: 0, fuel: 'DIESEL' },
      '1',
      '2026-10-01',
    );
    expect(vehicle.productType).toBe('trailer');
    expect(vehicle.values).toEqual({ make: 'hobby', model: 'De Luxe', category: 'caravan', first_registration: '2018-07-01' });
    expect(vehicle.sourceUrl).toBe('https://suchen.mobile.de/fahrzeuge/details.html?id=1');
  });

  it('keeps an unknown make by name, drops what does not fit and leaves the kind open for other vehicle classes', () => {
    const vehicle = mapMobileDeAd(
      { vehicleClass: 'Car', make: 'Mercedes-Benz', model: 'Marco Polo', firstRegistration: '202013', power: '120', gearbox: 'SEMIAUTOMATIC_GEAR', fuel: 'HYDROGENIUM', detailPageUrl: 'javascript:alert(1)' },
      '77',
      '2026-10-01',
    );
    expect(vehicle.productType).toBeNull();
    expect(vehicle.values).toEqual({ make: 'other', make_other: 'Mercedes-Benz', model: 'Marco Polo', power: 120, transmission: 'automatic' });
    expect(vehicle.sourceUrl).toBe('https://suchen.mobile.de/fahrzeuge/details.html?id=77');
  });
});
