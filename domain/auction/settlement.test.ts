import { describe, expect, it } from 'vitest';
import {
  documentYear,
  invoiceNumber,
  ORDER_STATUSES,
  type OrderCommand,
  parseCancellationReason,
  paymentDueAt,
  saleFigures,
  seriesKey,
  transitionOrder,
} from './settlement.ts';

describe('sale figures', () => {
  it('takes a private seller’s hammer price as it is and charges 1.75 % commission plus VAT', () => {
    expect(saleFigures({ hammerPrice: 40_000, vatReportable: false })).toEqual({
      hammerGross: 40_000,
      hammerNet: 40_000,
      hammerVat: 0,
      commissionNet: 700,
      commissionVat: 133,
      commissionGross: 833,
    });
  });

  it('adds VAT to a commercial seller’s net hammer price and computes the commission on the net amount', () => {
    expect(saleFigures({ hammerPrice: 50_000, vatReportable: true })).toEqual({
      hammerGross: 59_500,
      hammerNet: 50_000,
      hammerVat: 9_500,
      commissionNet: 875,
      commissionVat: 166,
      commissionGross: 1_041,
    });
  });

  it('keeps the commission between 399 and 3,500 EUR net', () => {
    expect(saleFigures({ hammerPrice: 5_000, vatReportable: false })).toMatchObject({ commissionNet: 399, commissionVat: 76, commissionGross: 475 });
    expect(saleFigures({ hammerPrice: 500_000, vatReportable: true })).toMatchObject({ commissionNet: 3_500, commissionGross: 4_165 });
  });

  it('always adds up in whole euros', () => {
    for (const hammerPrice of [1, 99, 12_345, 22_857, 67_891, 238_001]) {
      for (const vatReportable of [false, true]) {
        const f = saleFigures({ hammerPrice, vatReportable });
        expect(f.hammerNet + f.hammerVat).toBe(f.hammerGross);
        expect(f.commissionNet + f.commissionVat).toBe(f.commissionGross);
        for (const value of Object.values(f)) expect(Number.isInteger(value)).toBe(true);
      }
    }
  });

  it('refuses prices that are not positive whole euros', () => {
    for (const hammerPrice of [0, -5, 10.5, Number.NaN]) expect(() => saleFigures({ hammerPrice, vatReportable: false })).toThrow(RangeError);
  });
});

describe('document numbers', () => {
  it('formats invoice and reversal numbers with the year and six digits', () => {
    expect(invoiceNumber('invoice', 2026, 123)).toBe('RE-2026-000123');
    expect(invoiceNumber('reversal', 2026, 7)).toBe('ST-2026-000007');
    expect(invoiceNumber('invoice', 2027, 1_234_567)).toBe('RE-2027-1234567');
  });

  it('refuses numbers below 1 and odd years', () => {
    expect(() => invoiceNumber('invoice', 2026, 0)).toThrow(RangeError);
    expect(() => invoiceNumber('invoice', 2026, 1.5)).toThrow(RangeError);
    expect(() => invoiceNumber('invoice', 26, 1)).toThrow(RangeError);
  });

  it('keeps one series per kind and year, dated in Berlin time', () => {
    expect(seriesKey('invoice', 2026)).toBe('invoice:2026');
    // 31 Dec 2025 23:30 UTC is already New Year in Berlin.
    expect(documentYear(Date.UTC(2025, 11, 31, 23, 30))).toBe(2026);
    expect(documentYear(Date.UTC(2025, 11, 31, 22, 30))).toBe(2025);
  });

  it('makes payment due 14 days after the sale', () => {
    const soldAt = Date.UTC(2026, 2, 20, 14, 5);
    expect(paymentDueAt(soldAt)).toBe(Date.UTC(2026, 3, 3, 14, 5));
  });
});

describe('cancellation reason', () => {
  it('is trimmed and needs 10 to 1000 characters', () => {
    expect(parseCancellationReason('  Fahrzeug hat Unfallschaden  ')).toEqual({ ok: true, reason: 'Fahrzeug hat Unfallschaden' });
    expect(parseCancellationReason('   ')).toEqual({ ok: false, error: 'validation.required' });
    expect(parseCancellationReason('too short')).toEqual({ ok: false, error: 'purchases.cancel.reasonLength' });
    expect(parseCancellationReason('x'.repeat(1000)).ok).toBe(true);
    expect(parseCancellationReason('x'.repeat(1001)).ok).toBe(false);
  });

  it('keeps line breaks and drops other control characters', () => {
    expect(parseCancellationReason('Zeile eins\r\nZeile\u0000 zwei\u0007')).toEqual({ ok: true, reason: 'Zeile eins\nZeile zwei' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(parseCancellationReason('😀'.repeat(10)).ok).toBe(true);
    expect(parseCancellationReason('😀'.repeat(1000)).ok).toBe(true);
  });
});

describe('order status transitions', () => {
  const reason = 'Der Verkäufer ist nicht erreichbar.';
  const allowed: [string, OrderCommand, string, boolean][] = [
    ['pending', { type: 'mark_paid' }, 'paid', false],
    ['pending', { type: 'request_cancellation', reason }, 'cancellation_requested_by_dealer', false],
    ['cancellation_requested_by_dealer', { type: 'approve_cancellation' }, 'canceled', true],
    ['cancellation_requested_by_dealer', { type: 'reject_cancellation' }, 'pending', false],
  ];

  it('allows exactly the transitions of the order life cycle', () => {
    for (const [from, command, to, issueReversal] of allowed) {
      expect(transitionOrder(from as never, command)).toMatchObject({ ok: true, status: to, issueReversal });
    }
  });

  it('rejects every other combination with order_wrong_status', () => {
    const commands: OrderCommand[] = [{ type: 'mark_paid' }, { type: 'request_cancellation', reason }, { type: 'approve_cancellation' }, { type: 'reject_cancellation' }];
    for (const status of ORDER_STATUSES) {
      for (const command of commands) {
        if (allowed.some(([from, c]) => from === status && c.type === command.type)) continue;
        expect(transitionOrder(status, command), `${status} ${command.type}`).toEqual({ ok: false, code: 'order_wrong_status' });
      }
    }
  });

  it('names the reason field when a request has no proper reason', () => {
    expect(transitionOrder('pending', { type: 'request_cancellation', reason: 'no' })).toEqual({
      ok: false,
      code: 'validation_failed',
      fields: { reason: 'purchases.cancel.reasonLength' },
    });
    expect(transitionOrder('pending', { type: 'request_cancellation', reason: `  ${reason}\n` })).toMatchObject({ ok: true, reason });
  });
});
