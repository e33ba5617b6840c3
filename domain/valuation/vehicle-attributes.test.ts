import { describe, expect, it } from 'vitest';
import { valuationFieldErrors, vehicleAttributeChanges, vehicleOfProduct, type VehicleColumns } from './vehicle-attributes.ts';

describe('vehicleAttributeChanges', () => {
  it('maps the form to the editor\'s attribute codes, per vehicle kind', () => {
    expect(
      vehicleAttributeChanges(
        { productType: 'motorhome', make: 'Bürstner', model: ' Lyseo ', firstRegistrationYear: 2019, firstRegistrationMonth: 3, mileage: 1, fuel: 'diesel', powerKw: 96, lengthMm: 7000, zipCode: '20095', serviceBook: 'yes', equipment: ['awning', 'awning'] },
        'motorhome',
        null,
      ),
    ).toEqual({ make: 'buerstner', make_other: null, model: 'Lyseo', first_registration: '2019-03-01', mileage: 1, fuel: 'diesel', power: 96, length: 7000, zipcode: '20095', service_book: 'yes', equipment: ['awning'] });
    expect(vehicleAttributeChanges({ productType: 'trailer', lengthMm: 5000 }, 'trailer', null)).toEqual({ trailer_length: 5000 });
  });

  it('keeps unknown makes by name, leaves unsent fields alone and clears emptied ones', () => {
    expect(vehicleAttributeChanges({ productType: 'trailer', make: 'Kip' }, 'trailer', null)).toEqual({ make: 'other', make_other: 'Kip' });
    expect(vehicleAttributeChanges({ productType: 'motorhome', make: ' ', model: '', equipment: [] }, 'motorhome', null)).toEqual({ make: null, make_other: null, model: null, equipment: null });
    expect(vehicleAttributeChanges({ productType: 'motorhome' }, 'motorhome', null)).toEqual({});
    // A year without a month keeps the stored month.
    expect(vehicleAttributeChanges({ productType: 'motorhome', firstRegistrationYear: 2015 }, 'motorhome', 11)).toEqual({ first_registration: '2015-11-01' });
  });
});

describe('valuationFieldErrors', () => {
  it('names the form\'s fields under the body\'s paths', () => {
    expect(valuationFieldErrors({ make_other: 'validation.make_blacklisted', first_registration: 'validation.date_range', trailer_length: 'validation.invalid' })).toEqual({
      'product.make': 'validation.make_blacklisted',
      'product.firstRegistrationYear': 'validation.date_range',
      'product.lengthMm': 'validation.invalid',
    });
  });
});

describe('vehicleOfProduct', () => {
  const columns: VehicleColumns = { productType: 'motorhome', make: 'Hymer', model: 'B 678', firstRegistrationYear: 2018, firstRegistrationMonth: 5, mileage: 60_000, fuel: 'diesel', powerKw: null, lengthMm: 6990, zipCode: '' };

  it('answers the stored values the form knows, and only those', () => {
    expect(vehicleOfProduct(columns, { service_book: 'no', smoker_car: 'maybe', equipment: ['awning', 'toilet_cassette'] })).toEqual({
      productType: 'motorhome', make: 'Hymer', model: 'B 678', firstRegistrationYear: 2018, firstRegistrationMonth: 5, mileage: 60_000, fuel: 'diesel', lengthMm: 6990, serviceBook: 'no', equipment: ['awning'],
    });
    expect(vehicleOfProduct({ ...columns, make: '', model: '', firstRegistrationYear: 0, firstRegistrationMonth: 0, mileage: null, fuel: null, lengthMm: null }, {})).toEqual({ productType: 'motorhome' });
  });
});
