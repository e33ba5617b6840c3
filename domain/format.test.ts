import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatMonthYear, formatPower, formatTime, formatUnit, kwToPs } from './format.ts';

const NBSP = '\u00a0';

describe('format', () => {
  it('formats euros German style without decimals', () => {
    expect(formatEuro(12345)).toBe(`12.345${NBSP}€`);
    expect(formatEuro(399)).toBe(`399${NBSP}€`);
    expect(formatEuro(1234567.6)).toBe(`1.234.568${NBSP}€`);
    expect(formatEuro(0)).toBe(`0${NBSP}€`);
  });

  it('formats dates and times in Berlin time, across daylight saving', () => {
    expect(formatDate('2026-07-01T22:30:00Z')).toBe('02.07.2026');
    expect(formatDateTime('2026-07-01T12:00:00Z')).toBe(`01.07.2026,${' '}14:00`);
    expect(formatDateTime('2026-12-01T13:00:00Z')).toBe(`01.12.2026,${' '}14:00`);
    expect(formatTime(new Date('2026-03-29T01:30:00Z'))).toBe('03:30');
    expect(formatMonthYear(2019, 3)).toBe('03.2019');
  });

  it('formats units with thousands separators', () => {
    expect(formatUnit(123456, 'km')).toBe(`123.456${NBSP}km`);
    expect(formatUnit(2287, 'cm³')).toBe(`2.287${NBSP}cm³`);
    expect(formatUnit(3500, 'kg')).toBe(`3.500${NBSP}kg`);
    expect(formatUnit(6990, 'mm')).toBe(`6.990${NBSP}mm`);
  });

  it('converts kW to PS with the factor 1.35962, rounded', () => {
    expect(kwToPs(110)).toBe(150);
    expect(kwToPs(96)).toBe(131);
    expect(kwToPs(130)).toBe(177);
    expect(kwToPs(0)).toBe(0);
    expect(formatPower(103)).toBe(`103${NBSP}kW (140${NBSP}PS)`);
  });
});
