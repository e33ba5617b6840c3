import { describe, expect, it } from 'vitest';
import { COMMISSION_MAX_FROM_EUR, COMMISSION_MIN_UNTIL_EUR, commissionNet, grossFromNet } from './commission.ts';

describe('dealer commission', () => {
  it('is 1.75 % of the hammer price between the bounds', () => {
    expect(commissionNet(40_000)).toBe(700);
    expect(commissionNet(100_000)).toBe(1750);
    expect(commissionNet(22_858)).toBe(400);
  });

  it('is at least 399 and at most 3,500 EUR net', () => {
    expect(commissionNet(0)).toBe(399);
    expect(commissionNet(10_000)).toBe(399);
    expect(commissionNet(200_000)).toBe(3500);
    expect(commissionNet(1_000_000)).toBe(3500);
  });

  it('states where the bounds stop applying', () => {
    expect(COMMISSION_MIN_UNTIL_EUR).toBe(22_800);
    expect(commissionNet(COMMISSION_MIN_UNTIL_EUR)).toBe(399);
    expect(COMMISSION_MAX_FROM_EUR).toBe(200_000);
  });

  it('rejects fractional and negative prices', () => {
    expect(() => commissionNet(100.5)).toThrow(RangeError);
    expect(() => commissionNet(-1)).toThrow(RangeError);
  });

  it('adds 19 % VAT for the gross amount', () => {
    expect(grossFromNet(399)).toBe(475);
    expect(grossFromNet(3500)).toBe(4165);
  });
});
