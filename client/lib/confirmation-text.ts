/** What the page after a first address confirmation says it did, as an `auth.verify` text key. */

export interface ConfirmationFacts {
  /** A password chosen before the confirmation was removed. */
  passwordCleared: boolean;
  /** Sessions on other devices were ended (a brand-new account has none: it is not told it was signed out anywhere). */
  otherSessionsEnded: boolean;
}

export function confirmedTextKey(facts: ConfirmationFacts): string {
  if (facts.passwordCleared) return facts.otherSessionsEnded ? 'auth.verify.passwordClearedText' : 'auth.verify.passwordClearedOnlyText';
  return facts.otherSessionsEnded ? 'auth.verify.signedInText' : 'auth.verify.signedInOnlyText';
}
