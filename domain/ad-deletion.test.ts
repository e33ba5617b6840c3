/** Ad deletion statuses and the one-ad-per-vehicle comparison. */
import { describe, expect, it } from 'vitest';
import { canDeleteAd, normaliseVin, sameVehicle } from './ad-deletion.ts';

describe('ad deletion', () => {
  it('allows deletion only when nothing binding is pending and nothing was sold', () => {
    for (const status of ['editing', 'under_review', 'published', 'inactive', 'acpt_late_offer', 'declined_late_offer', 'failed_na']) expect(canDeleteAd(status), status).toBe(true);
    for (const status of ['running', 'hotbidding', 'renegotiation', 'recd_late_offer', 'anr_offer_above_targetprice', 'sold', 'ended']) expect(canDeleteAd(status), status).toBe(false);
  });

  it('recognises the same vehicle by its VIN whatever the spelling', () => {
    expect(normaliseVin(' wdb 906-657.1p123456 ')).toBe('WDB9066571P123456');
    expect(sameVehicle('WDB9066571P123456', 'wdb-906657-1p123456')).toBe(true);
    expect(sameVehicle('WDB9066571P123456', 'WDB9066571P123457')).toBe(false);
    expect(sameVehicle(null, 'WDB9066571P123456')).toBe(false);
    expect(sameVehicle('123', '123')).toBe(false);
  });
});
