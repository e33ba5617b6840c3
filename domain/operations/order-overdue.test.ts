import { describe, expect, it } from 'vitest';
import { isPaymentOverdue } from './order-overdue.ts';

describe('payment overdue', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('is overdue only while pending and past its due date', () => {
    expect(isPaymentOverdue({ status: 'pending', paymentDueAt: now - 1 }, now)).toBe(true);
    expect(isPaymentOverdue({ status: 'pending', paymentDueAt: now }, now)).toBe(false);
    expect(isPaymentOverdue({ status: 'pending', paymentDueAt: now + 1 }, now)).toBe(false);
    for (const status of ['paid', 'canceled', 'cancellation_requested_by_dealer'] as const) expect(isPaymentOverdue({ status, paymentDueAt: now - 1 }, now)).toBe(false);
  });
});
