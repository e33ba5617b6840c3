import { describe, expect, it } from 'vitest';
import { BINDING_ACTIONS, bindingActionRefusal, isBindingAction } from './binding-actions.ts';

describe('binding actions', () => {
  it('refuse every binding action while the e-mail address is unverified', () => {
    for (const action of BINDING_ACTIONS) expect(bindingActionRefusal(action, { emailVerified: false }), action).toBe('email_not_verified');
  });

  it('allow every binding action once the address is verified', () => {
    for (const action of BINDING_ACTIONS) expect(bindingActionRefusal(action, { emailVerified: true }), action).toBeNull();
  });

  it('name exactly the binding actions', () => {
    expect(isBindingAction('watchlist_add')).toBe(false);
    expect(isBindingAction('renegotiation')).toBe(false);
    expect(['bid', 'agent', 'buy_now', 'late_offer', 'dealer_registration', 'ad_submission'].every(isBindingAction)).toBe(true);
  });
});
