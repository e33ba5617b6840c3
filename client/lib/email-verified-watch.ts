/**
 * Notices an address confirmed elsewhere (another tab, the phone) without a reload: while the signed-in customer's
 * address is unconfirmed, the client asks the spec's check-email-verified call of their profile type when the tab
 * comes back into view or focus, and every 15 s while it is in view (for 10 minutes, then only on return). Failures
 * are ignored silently, as the spec says; the next occasion asks again.
 */
import { RELOAD_STATUSES, type ProfileStatus, type ProfileType } from '../../domain/profile.ts';
import type { ViewerCustomer } from '../../domain/viewer.ts';

export const CHECK_EMAIL_VERIFIED_PATHS: Record<ProfileType, string> = {
  PRIVATE: '/private/customer/check-email-verified',
  COMMERCIAL: '/private/customer/commercial/check-email-verified',
  MERCHANT: '/private/merchant/check-email-verified',
};

export const CHECK_INTERVAL_MS = 15_000;
/** Polls in view at most this often, then only on coming back: an open, forgotten tab does not ask forever. */
export const MAX_POLLS = 40;

export interface CheckAnswer {
  status: ProfileStatus | null;
  /** Also for a profile still incomplete (no status yet): the address alone is what this watch waits for. */
  emailVerified?: boolean;
}

/** The call for the customer: a dealer's (with a dealer record) by the merchant path, else by their profile type. */
export function checkPathFor(customer: Pick<ViewerCustomer, 'profileType' | 'merchant'>): string {
  const type = customer.profileType === 'MERCHANT' && !customer.merchant ? 'PRIVATE' : customer.profileType;
  return CHECK_EMAIL_VERIFIED_PATHS[type];
}

/** The spec reloads the customer on the three "complete and verified" statuses; an incomplete profile says so itself. */
export function confirmsAddress(answer: CheckAnswer | null | undefined): boolean {
  if (!answer) return false;
  return answer.emailVerified === true || (answer.status !== null && RELOAD_STATUSES.includes(answer.status));
}

export interface WatchDeps {
  check: () => Promise<CheckAnswer>;
  onVerified: () => void;
  /** The window (focus) and the document (visibilitychange) in the browser. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  visible: () => boolean;
  every: (run: () => void, ms: number) => () => void;
}

/** Starts watching; returns the stop function. One check at a time; stops by itself once the address is confirmed. */
export function watchEmailVerified(deps: WatchDeps): () => void {
  let stopped = false;
  let inFlight = false;
  let polls = 0;

  const run = () => {
    if (stopped || inFlight || !deps.visible()) return;
    inFlight = true;
    deps
      .check()
      .then(
        (answer) => {
          if (stopped || !confirmsAddress(answer)) return;
          stop();
          deps.onVerified();
        },
        () => undefined,
      )
      .finally(() => {
        inFlight = false;
      });
  };

  const onReturn = () => run();
  const cancelTimer = deps.every(() => {
    polls += 1;
    if (polls > MAX_POLLS) cancelTimer();
    else run();
  }, CHECK_INTERVAL_MS);
  deps.events.addEventListener('focus', onReturn);
  deps.events.addEventListener('visibilitychange', onReturn);

  function stop() {
    stopped = true;
    cancelTimer();
    deps.events.removeEventListener('focus', onReturn);
    deps.events.removeEventListener('visibilitychange', onReturn);
  }
  return stop;
}
