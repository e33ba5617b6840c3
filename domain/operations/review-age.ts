/**
 * How long an item has waited against the operators' promise to handle it within 24 hours, counted in hours around the
 * clock (weekends and holidays included: the console has no notion of office hours), and when it is escalated.
 */

export const REVIEW_PROMISE_HOURS = 24;
/** From this age an item is escalated: highlighted in the queues, counted on the dashboard, mailed to the operators. */
export const REVIEW_ESCALATION_HOURS = 20;

const HOUR_MS = 3_600_000;

export interface ReviewAge {
  /** Whole hours waited so far. */
  hours: number;
  /** Waited at least REVIEW_ESCALATION_HOURS (still true once overdue). */
  escalated: boolean;
  overdue: boolean;
}

export function reviewAge(since: number, now: number): ReviewAge {
  const hours = Math.max(0, Math.floor((now - since) / HOUR_MS));
  return { hours, escalated: now - since >= REVIEW_ESCALATION_HOURS * HOUR_MS, overdue: now - since > REVIEW_PROMISE_HOURS * HOUR_MS };
}

/** Items that arrived at or before this instant are escalated at `now`. */
export function escalatedSince(now: number): number {
  return now - REVIEW_ESCALATION_HOURS * HOUR_MS;
}
