import { describe, expect, it } from 'vitest';
import { anyDate, categoryFrom, cleanValues, inspectionValues, makeValues, monthEnd, monthStart, positiveInt } from '../../../worker/vehicle-data/values.ts';

describe('vehicle-data values', () => {
  it('keeps what passes the catalogue checks and drops each field that does not, never throwing', () => {
    expect(
      cleanValues('motorhome', {
        make: 'hymer',
        model: '  B 678  ',
        mileage: -5,
        power: 2.5,
        fuel: 'kerosene',
        first_registration: '2019-02-30',
        trailer_length: 7000,
        unknown_code: 'x',
        product_type: 'motorhome',
        description: '   ',
        equipment: [],
        seats: 4,
      }),
    ).toEqual({ make: 'hymer', model: 'B 678', seats: 4 });
  });

  it('keeps values of either kind when the kind is unknown', () => {
    expect(cleanValues(null, { length: 7000, trailer_length: 7100, make: 'adria' })).toEqual({ length: 7000, trailer_length: 7100, make: 'adria' });
  });

  it('matches makes to catalogue codes across registry spellings and keeps unknown makes by name', () => {
    expect(makeValues('Bürstner')).toEqual({ make: 'buerstner' });
    expect(makeValues('BURSTNER')).toEqual({ make: 'buerstner' });
    expect(makeValues('POSSL')).toEqual({ make: 'poessl' });
    expect(makeValues('EURAMOBIL')).toEqual({ make: 'eura_mobil' });
    expect(makeValues('Roller Team')).toEqual({ make: 'roller_team' });
    expect(makeValues(' Fiat ')).toEqual({ make: 'other', make_other: 'Fiat' });
    expect(makeValues('')).toEqual({});
    expect(makeValues(undefined)).toEqual({});
  });

  it('reads the date formats of the sources', () => {
    expect(monthStart('202005')).toBe('2020-05-01');
    expect(monthStart('2020-05')).toBe('2020-05-01');
    expect(monthStart('05/2020')).toBe('2020-05-01');
    expect(monthStart('202013')).toBeUndefined();
    expect(monthEnd('202402')).toBe('2024-02-29');
    expect(monthEnd('202811')).toBe('2028-11-30');
    expect(anyDate('2021-03-15T00:00:00+01:00')).toBe('2021-03-15');
    expect(anyDate('15.03.2021')).toBe('2021-03-15');
    expect(anyDate('20210315')).toBe('2021-03-15');
    expect(anyDate('03/2021')).toBe('2021-03-01');
    expect(anyDate('soon')).toBeUndefined();
  });

  it('judges the inspection by the given day: valid through its last day', () => {
    expect(inspectionValues('2027-04-11', '2027-04-11')).toEqual({ main_inspection_validity: '2027-04-11', hu_expired: 'no' });
    expect(inspectionValues('2027-04-11', '2027-04-12')).toEqual({ main_inspection_validity: '2027-04-11', hu_expired: 'yes' });
    expect(inspectionValues(undefined, '2027-04-12')).toEqual({});
    expect(inspectionValues('2027-4-1', '2027-04-12')).toEqual({});
  });

  it('reads body types in English and German', () => {
    expect(categoryFrom('PartIntegratedMotorHome')).toBe('semi_integrated');
    expect(categoryFrom('Teilintegriert')).toBe('semi_integrated');
    expect(categoryFrom('Vollintegriert')).toBe('integrated');
    expect(categoryFrom('Alkoven')).toBe('alcove');
    expect(categoryFrom('Kastenwagen')).toBe('camper_van');
    expect(categoryFrom('Caravan')).toBe('caravan');
    expect(categoryFrom('Limousine')).toBeUndefined();
  });

  it('scales and rounds positive numbers and treats zero as not recorded', () => {
    expect(positiveInt('699', 10)).toBe(6990);
    expect(positiveInt('109.60')).toBe(110);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('n/a')).toBeUndefined();
  });
});
