/** Profile rules of the spec: profile types and status strings, completeness, the terms dialog and merchant popups. */

export const PROFILE_TYPES = ['PRIVATE', 'COMMERCIAL', 'MERCHANT'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const DEFAULT_PROFILE_TYPE: ProfileType = 'PRIVATE';

export type ProfileStatus =
  | `${ProfileType}_COMPLETE_BUT_EMAIL_NOT_VERIFIED`
  | `${ProfileType}_COMPLETE_AND_EMAIL_VERIFIED`
  | 'IMPORT_FROM_MOBILE_DE_FAILED'
  | 'IMPORT_FROM_SYSCARA_FAILED';

/** Statuses on which the client reloads the customer. */
export const RELOAD_STATUSES: readonly ProfileStatus[] = [
  'PRIVATE_COMPLETE_AND_EMAIL_VERIFIED',
  'COMMERCIAL_COMPLETE_AND_EMAIL_VERIFIED',
  'MERCHANT_COMPLETE_AND_EMAIL_VERIFIED',
];

/** The status string for a completed profile, or null while the profile is incomplete. */
export function profileStatus(type: ProfileType, complete: boolean, emailVerified: boolean): ProfileStatus | null {
  if (!complete) return null;
  return emailVerified ? `${type}_COMPLETE_AND_EMAIL_VERIFIED` : `${type}_COMPLETE_BUT_EMAIL_NOT_VERIFIED`;
}

export interface ProfileFields {
  name?: string | null;
  surname?: string | null;
  email?: string | null;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  vatRegNo?: string | null;
  company?: string | null;
  managingDirector?: string | null;
  contactName?: string | null;
  contactSurname?: string | null;
  tradeRegistrationKey?: string | null;
}

/** Fields each profile type needs before it counts as complete. */
export const REQUIRED_PROFILE_FIELDS: Record<ProfileType, (keyof ProfileFields)[]> = {
  PRIVATE: ['name', 'surname', 'email', 'zipCode', 'city', 'country'],
  COMMERCIAL: ['name', 'surname', 'email', 'company', 'street', 'zipCode', 'city', 'country', 'vatRegNo'],
  MERCHANT: [
    'name',
    'surname',
    'email',
    'company',
    'street',
    'zipCode',
    'city',
    'country',
    'vatRegNo',
    'managingDirector',
    'contactName',
    'contactSurname',
    'tradeRegistrationKey',
  ],
};

export function missingProfileFields(type: ProfileType, fields: ProfileFields): (keyof ProfileFields)[] {
  return REQUIRED_PROFILE_FIELDS[type].filter((field) => !fields[field]?.toString().trim());
}

/** Merchant state of the spec: in review while not accepted (null), accepted when true. */
export type MerchantState = 'in_review' | 'accepted' | 'rejected' | 'blocked';

export function merchantState(merchant: { accepted: boolean | null }, blocked: boolean): MerchantState {
  if (blocked) return 'blocked';
  if (merchant.accepted === null) return 'in_review';
  return merchant.accepted ? 'accepted' : 'rejected';
}

/** Only accepted, unblocked merchants may bid or buy. */
export function canBid(merchant: { accepted: boolean | null } | null, blocked: boolean): boolean {
  return merchant !== null && merchantState(merchant, blocked) === 'accepted';
}

/**
 * The terms dialog shows for a merchant with a completed profile who never accepted, or accepted before the
 * current terms became valid (validFrom capped at today, so future versions wait until they apply).
 */
export function shouldShowTermsDialog(input: {
  isMerchant: boolean;
  merchantProfileCompleted: boolean;
  tacAcceptedAt: Date | null;
  termsValidFrom: Date | null;
  now: Date;
}): boolean {
  if (!input.isMerchant || !input.merchantProfileCompleted || !input.termsValidFrom) return false;
  if (!input.tacAcceptedAt) return true;
  const effective = input.termsValidFrom.getTime() > input.now.getTime() ? input.now : input.termsValidFrom;
  return effective.getTime() > input.tacAcceptedAt.getTime();
}

export interface PopupRef {
  id: number;
  validFrom: string;
}

/** Unread popups, oldest first; none unless the merchant profile is complete. */
export function popupsToShow<P extends PopupRef>(popups: P[], readIds: number[], merchantProfileCompleted: boolean): P[] {
  if (!merchantProfileCompleted) return [];
  const read = new Set(readIds);
  return popups.filter((popup) => !read.has(popup.id)).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}
