import { describe, expect, it } from 'vitest';
import { jaccard, modelScore, modelTokens, normalizeName, similarity } from './similarity.ts';
import { sale, subject } from './test-fixtures.ts';

describe('similarity', () => {
  it('folds case and umlauts in names and splits models into words', () => {
    expect(normalizeName('Bürstner')).toBe('buerstner');
    expect(modelTokens('B-MC T 680')).toEqual(['b', 'mc', 't', '680']);
    expect(modelTokens("c'go 515 SK")).toEqual(['c', 'go', '515', 'sk']);
  });

  it('scores the same series above another series, and another model of the series in between', () => {
    expect(modelScore('Sky TI 650 MEG', 'Sky TI 650 MEG')).toBeCloseTo(1);
    const sameSeries = modelScore('Sky TI 650 MEG', 'Sky TI 700 MEG');
    const otherSeries = modelScore('Sky TI 650 MEG', 'Van TI 550 MF');
    expect(sameSeries).toBeGreaterThan(0.6);
    expect(sameSeries).toBeLessThan(1);
    expect(otherSeries).toBeLessThan(0.2);
  });

  it('counts equipment overlap as Jaccard, unknown on both sides as neutral', () => {
    expect(jaccard(['awning', 'sat_tv'], ['awning', 'solar_panel'])).toBeCloseTo(1 / 3);
    expect(jaccard([], [])).toBe(0.5);
    expect(jaccard(['awning'], [])).toBe(0);
  });

  it('is 1 for an identical vehicle and falls with every difference', () => {
    const base = subject();
    expect(similarity(base, sale())).toBeCloseTo(1);
    const steps = [
      sale({ equipment: ['awning'] }),
      sale({ lengthMm: 7500 }),
      sale({ mileage: 120_000 }),
      sale({ firstRegistrationYear: 2015 }),
      sale({ model: 'Van TI 550 MF' }),
      sale({ make: 'Hymer', model: 'Exsis-i 580' }),
    ];
    for (const other of steps) expect(similarity(base, other)).toBeLessThan(1);
    // The make weighs most: another make with everything else equal ranks below the same make four years apart.
    expect(similarity(base, sale({ make: 'Hymer', model: 'Sky TI 650 MEG' }))).toBeLessThan(similarity(base, sale({ firstRegistrationYear: 2015 })));
  });

  it('treats a mileage only one side knows as neither alike nor unlike', () => {
    const known = similarity(subject(), sale({ mileage: 60_000 }));
    const unknown = similarity(subject(), sale({ mileage: null }));
    const far = similarity(subject(), sale({ mileage: 260_000 }));
    expect(unknown).toBeLessThan(known);
    expect(unknown).toBeGreaterThan(far);
  });
});
