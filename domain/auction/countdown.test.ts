import { describe, expect, it } from 'vitest';
import { clockOffset, countdownPhase, remaining } from './countdown.ts';

describe('clock offset', () => {
  it('is local time minus server time plus half the round trip', () => {
    // Sent at 1000 local, answered at 1200 local: the server's 5000 was read 100 ms before the answer arrived.
    expect(clockOffset({ sentAt: 1000, receivedAt: 1200, serverTime: 5000 })).toBe(1200 - 5100);
    expect(clockOffset({ sentAt: 0, receivedAt: 0, serverTime: 0 })).toBe(0);
  });

  it('ignores a negative round trip (a clock jump while waiting)', () => {
    expect(clockOffset({ sentAt: 2000, receivedAt: 1000, serverTime: 1000 })).toBe(0);
  });
});

describe('remaining time', () => {
  it('shows hh:mm:ss below a day', () => {
    expect(remaining(3_723_000, 0)).toEqual({ days: 0, clock: '01:02:03', ms: 3_723_000 });
    expect(remaining(59_000, 0).clock).toBe('00:00:59');
  });

  it('rounds seconds up and stops at zero', () => {
    expect(remaining(1500, 1000).clock).toBe('00:00:01');
    expect(remaining(1000, 5000)).toEqual({ days: 0, clock: '00:00:00', ms: 0 });
  });

  it('splits whole days off above 24 hours', () => {
    const day = 24 * 3600_000;
    expect(remaining(day, 0)).toEqual({ days: 1, clock: '00:00:00', ms: day });
    expect(remaining(2 * day + 61_000, 0)).toMatchObject({ days: 2, clock: '00:01:01' });
    expect(remaining(day - 1000, 0)).toMatchObject({ days: 0, clock: '23:59:59' });
  });
});

describe('countdown phase', () => {
  it('marks the hotbid phase and the last 30 seconds of a live auction', () => {
    expect(countdownPhase('running', 600_000)).toBe('normal');
    expect(countdownPhase('hotbidding', 120_000)).toBe('hotbid');
    expect(countdownPhase('hotbidding', 30_000)).toBe('final');
    expect(countdownPhase('running', 10_000)).toBe('final');
    expect(countdownPhase('published', 10_000)).toBe('normal');
    expect(countdownPhase('sold', 0)).toBe('normal');
  });
});
