/**
 * The valuation form's checks (client/lib/valuation-checks.ts, with zod) load after the first paint, so the funnel's
 * first load goes without zod: a step shows its problems once they are here, and moving on waits for them.
 */
import { useEffect, useState } from 'react';

type ValuationChecks = typeof import('../../lib/valuation-checks.ts');

let loaded: ValuationChecks | null = null;
let loading: Promise<ValuationChecks> | null = null;

export function loadValuationChecks(): Promise<ValuationChecks> {
  if (!loading) {
    loading = import('../../lib/valuation-checks.ts').then((module) => (loaded = module));
    // A failed load is tried again next time.
    loading.catch(() => (loading = null));
  }
  return loading;
}

/** The checks, or null until they have loaded (always null in the server's render and at hydration). */
export function useValuationChecks(): ValuationChecks | null {
  const [checks, setChecks] = useState<ValuationChecks | null>(loaded);
  useEffect(() => {
    if (!checks) loadValuationChecks().then(setChecks, (error: unknown) => console.error('loading the valuation checks failed', error));
  }, [checks]);
  return checks;
}
