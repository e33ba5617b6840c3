import { describe, expect, it } from 'vitest';
import { berlinDay, berlinInputValue, instantFromBerlinInput } from './berlin-input.ts';

describe('Berlin date-time input', () => {
  it('reads wall time in Berlin in winter and summer', () => {
    expect(instantFromBerlinInput('2026-01-15T10:00')).toBe(Date.parse('2026-01-15T09:00:00Z'));
    expect(instantFromBerlinInput('2026-07-15T10:00')).toBe(Date.parse('2026-07-15T08:00:00Z'));
  });

  it('round-trips and refuses dates that do not exist', () => {
    expect(berlinInputValue(Date.parse('2026-07-15T08:00:00Z'))).toBe('2026-07-15T10:00');
    expect(instantFromBerlinInput('2026-02-30T10:00')).toBeNull();
    expect(instantFromBerlinInput('soon')).toBeNull();
  });

  it('names the Berlin day', () => {
    expect(berlinDay(Date.parse('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  });
});
