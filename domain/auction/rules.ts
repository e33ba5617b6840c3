/** The auction's fixed windows and limits (decisions in docs/decisions.md, "Auctions"). */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The last five minutes before the scheduled end are the hotbid phase (status hotbidding). */
export const HOTBID_PHASE_MS = 5 * MINUTE;
/** A bid arriving with less than this left moves the end so rivals can still answer: the late threshold. */
export const LATE_THRESHOLD_MS = 30 * SECOND;
/** However often bids extend it, an auction ends at most this long after its scheduled end. */
export const MAX_EXTENSION_MS = 15 * MINUTE;
/** A bid (and a late offer) binds the bidder for 48 hours. */
export const BINDING_MS = 48 * HOUR;
/** Each side of a renegotiation has this long for its turn. */
export const TURN_MS = 24 * HOUR;
/** A resubmitted ad's minimum price must be at least 5 % below the previous one. */
export const RESUBMIT_REDUCTION_PERCENT = 5;
/** Guard against typing errors: a bid more than double the minimum next bid and 10,000 EUR above it is refused. */
export const MAX_JUMP_FACTOR = 2;
export const MAX_JUMP_EUR = 10_000;
/** An agent limit is a ceiling, not a bid: it may lie further above the price (three times, or 30,000 EUR above). */
export const AGENT_JUMP_FACTOR = 3;
export const AGENT_JUMP_EUR = 30_000;
/** No amount in the auction may exceed this (a sanity bound, far above any vehicle). */
export const MAX_AMOUNT_EUR = 5_000_000;
