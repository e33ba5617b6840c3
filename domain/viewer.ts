/** Who is looking at a page: the session interface the layout is built against (filled by the accounts module). */

import type { ProfileType } from './profile.ts';

export type { ProfileType } from './profile.ts';

export interface ViewerMerchant {
  merchantId: number;
  /** true = accepted by an operator, null = in review, false = rejected. */
  accepted: boolean | null;
  blocked: boolean;
}

export interface ViewerCustomer {
  customerId: number;
  email: string;
  name: string;
  surname: string;
  profileType: ProfileType;
  isAdmin: boolean;
  languageSetting: string;
  /** Whether the e-mail address is confirmed; while not, the client asks the server again (spec: check-email-verified). */
  emailVerified: boolean;
  /** Number of ads the customer owns (any status). */
  adsCount: number;
  merchant: ViewerMerchant | null;
}

export interface Viewer {
  customer: ViewerCustomer | null;
}

export const ANONYMOUS: Viewer = { customer: null };

export function isMerchant(viewer: Viewer): boolean {
  return viewer.customer?.merchant != null;
}

/** A dealer who may bid and see dealer-only figures: accepted by an operator and not blocked. */
export function isApprovedDealer(viewer: Viewer): boolean {
  const merchant = viewer.customer?.merchant;
  return merchant?.accepted === true && !merchant.blocked;
}

export function isBlockedMerchant(viewer: Viewer): boolean {
  return viewer.customer?.merchant?.blocked === true;
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer.customer?.isAdmin === true;
}
