/** The marketing service port: hand a confirmed newsletter subscriber over, or take one off the list. */

/** What the marketing service gets of a subscriber, and nothing more (an allow-list). */
export interface MarketingContact {
  email: string;
  locale: string;
  /** When the address confirmed the sign-up (the double opt-in's proof), epoch ms. */
  consentedAt: number;
  /** Our signed unsubscribe link, for the service's newsletters to carry, so that unsubscribing also reaches us. */
  unsubscribeUrl: string;
}

export interface MarketingList {
  /** Adds or updates the subscriber; doing it twice is the same as once. */
  subscribe(contact: MarketingContact): Promise<void>;
  /** Takes the address off the list; an address not on it is no error. */
  unsubscribe(email: string): Promise<void>;
}

/** A hand-over the service did not take; the queue tries it again. The message names statuses only, never addresses. */
export class MarketingError extends Error {
  override name = 'MarketingError';
}
