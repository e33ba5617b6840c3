/** The 6-week rule of a direct sale: pickup now or within 42 days of the day the ad goes to auction. */
import { describe, expect, it } from 'vitest';
import { directSaleRefusal } from './direct-sale.ts';

const later = (date: string) => ({ availability: 'later', date });

describe('directSaleRefusal', () => {
  it('lets an ad available now, or without a date yet, go to a direct sale', () => {
    expect(directSaleRefusal({ availability: 'now', date: '2027-03-01' }, '2026-11-29')).toBeNull();
    expect(directSaleRefusal({ availability: 'later', date: null }, '2026-11-29')).toBeNull();
    expect(directSaleRefusal({ availability: null, date: null }, '2026-11-29')).toBeNull();
  });

  it('accepts a pickup up to exactly 6 weeks ahead, and one already in the past', () => {
    expect(directSaleRefusal(later('2027-01-10'), '2026-11-29')).toBeNull();
    expect(directSaleRefusal(later('2026-11-01'), '2026-11-29')).toBeNull();
  });

  it('refuses a pickup one day beyond 6 weeks and names the latest date and the first day to submit', () => {
    expect(directSaleRefusal(later('2027-01-11'), '2026-11-29')).toEqual({ latestPickup: '2027-01-10', submittableFrom: '2026-11-30' });
    // Across a month end and a leap day.
    expect(directSaleRefusal(later('2028-04-15'), '2028-02-01')).toEqual({ latestPickup: '2028-03-14', submittableFrom: '2028-03-04' });
  });

  it('reads a stored date-time by its day', () => {
    expect(directSaleRefusal(later('2027-02-20T00:00:00.000Z'), '2026-11-29')).toEqual({ latestPickup: '2027-01-10', submittableFrom: '2027-01-09' });
  });
});
