import { describe, expect, it } from 'vitest';
import { catalogPrice, priceDisplay, showsNetPrice } from './pricing.ts';

const privateSeller = { vatReportable: false, netPrices: false };
const germanDealer = { vatReportable: true, netPrices: false };
const foreignDealer = { vatReportable: true, netPrices: true };

describe('net/gross rule', () => {
  it('shows net prices only for sellers with a VAT number outside Germany', () => {
    expect(showsNetPrice({ vatRegNo: 'NL123456789B01', country: 'NL' })).toBe(true);
    expect(showsNetPrice({ vatRegNo: 'DE298765432', country: 'DE' })).toBe(false);
    expect(showsNetPrice({ vatRegNo: '  ', country: 'NL' })).toBe(false);
    expect(showsNetPrice({ vatRegNo: null, country: 'AT' })).toBe(false);
  });

  it('adds 19 % VAT to a German dealer’s net amount, keeps foreign dealers net and private prices as they are', () => {
    expect(priceDisplay(40000, germanDealer)).toEqual({ amount: 47600, net: 40000, note: 'gross' });
    expect(priceDisplay(40000, foreignDealer)).toEqual({ amount: 40000, net: null, note: 'net' });
    expect(priceDisplay(40000, privateSeller)).toEqual({ amount: 40000, net: null, note: 'noVat' });
    expect(priceDisplay(399, germanDealer).amount).toBe(475);
  });
});

describe('catalogue price', () => {
  it('is the highest bid, else the buy-now price, else the start price, as buyers see it', () => {
    expect(catalogPrice({ highestBid: 41000, buyNowPrice: 50000, startPrice: 20000 }, privateSeller)).toBe(41000);
    expect(catalogPrice({ highestBid: null, buyNowPrice: 50000, startPrice: 20000 }, privateSeller)).toBe(50000);
    expect(catalogPrice({ highestBid: null, buyNowPrice: null, startPrice: 20000 }, germanDealer)).toBe(23800);
    expect(catalogPrice({ highestBid: null, buyNowPrice: null, startPrice: null }, privateSeller)).toBeNull();
  });
});
