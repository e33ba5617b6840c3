/** How long an item has waited against the operators' promise to handle it within 24 hours (weekends included). */

export const REVIEW_PROMISE_HOURS = 24;

export interface ReviewAge {
  /** Whole hours waited so far. */
  hours: number;
  overdue: boolean;
}

export function reviewAge(since: number, now: number): ReviewAge {
  const hours = Math.max(0, Math.floor((now - since) / 3_600_000));
  return { hours, overdue: now - since > REVIEW_PROMISE_HOURS * 3_600_000 };
}
