import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES } from '../auction-status.ts';
import { PRICE_COLOUR_HEX, priceColour } from './price-colour.ts';

describe('price colour rule', () => {
  it('is error whenever the bidder does not hold the highest bid', () => {
    for (const status of AUCTION_STATUSES) expect(priceColour({ status, holding: false }), status).toBe('error');
  });

  it('is error when the auction failed although the bidder held the highest bid', () => {
    expect(priceColour({ status: 'failed_na', holding: true })).toBe('error');
    expect(priceColour({ status: 'inactive', holding: true })).toBe('error');
  });

  it('is neutral in a buying chance and tertiary with a late offer received', () => {
    expect(priceColour({ status: 'acpt_late_offer', holding: true })).toBe('neutral');
    expect(priceColour({ status: 'recd_late_offer', holding: true })).toBe('tertiary');
  });

  it('is success for the holder otherwise', () => {
    for (const status of ['running', 'hotbidding', 'sold', 'renegotiation', 'ended'] as const) {
      expect(priceColour({ status, holding: true }), status).toBe('success');
    }
  });

  it('uses the theme’s error and tertiary colours', () => {
    expect(PRICE_COLOUR_HEX.error).toBe('#F44336');
    expect(PRICE_COLOUR_HEX.tertiary).toBe('#5E17EB');
  });
});
