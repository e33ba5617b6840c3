/**
 * Binding actions: what commits a customer (money, a contract, a public ad, a dealer account) and so needs an
 * e-mail address the customer has proven to control. One rule for the bid path (signed claims), dealer
 * registration and ad submission.
 */

export const BINDING_ACTIONS = ['bid', 'agent', 'buy_now', 'late_offer', 'dealer_registration', 'ad_submission'] as const;
export type BindingAction = (typeof BINDING_ACTIONS)[number];

/** Every binding action needs a verified address today; the table makes a future exception explicit. */
const NEEDS_VERIFIED_EMAIL: Readonly<Record<BindingAction, boolean>> = {
  bid: true,
  agent: true,
  buy_now: true,
  late_offer: true,
  dealer_registration: true,
  ad_submission: true,
};

/** The error code of a refused binding action (a localized `errors.*` key). */
export type BindingActionRefusal = 'email_not_verified';

export function isBindingAction(action: string): action is BindingAction {
  return (BINDING_ACTIONS as readonly string[]).includes(action);
}

/**
 * Why this customer may not take the action, or null when they may. Until the address is verified, whoever
 * typed it at sign-up may not be its owner, so nothing binding may happen in the owner's name.
 */
export function bindingActionRefusal(action: BindingAction, customer: { emailVerified: boolean }): BindingActionRefusal | null {
  return NEEDS_VERIFIED_EMAIL[action] && !customer.emailVerified ? 'email_not_verified' : null;
}
