/** Asks the onboarding stepper where a seller lands; always fresh (an ad created a minute ago must count). */
import { useEffect, useState } from 'react';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { OnboardingAnswer } from '../../lib/sell-funnel.ts';

export type OnboardingState =
  | { phase: 'loading' }
  | { phase: 'done'; answer: OnboardingAnswer }
  | { phase: 'failed'; error: ApiRequestError };

/** entityId: resume that ad; without it, the seller's newest ad in editing (if any). */
export function useOnboarding(entityId?: string): OnboardingState {
  const [state, setState] = useState<OnboardingState>({ phase: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ phase: 'loading' });
    const query = entityId ? `?${new URLSearchParams({ entityId })}` : '';
    // Not SWR: the shared cache keeps answers without revalidating, and this one changes with every ad.
    api<OnboardingAnswer>(`/public/product/onboarding-stepper${query}`)
      .then((answer) => active && setState({ phase: 'done', answer }))
      .catch((error: unknown) => {
        if (!active) return;
        setState({ phase: 'failed', error: error instanceof ApiRequestError ? error : new ApiRequestError(0, 'network', String(error)) });
      });
    return () => {
      active = false;
    };
  }, [entityId]);
  return state;
}
