/** The signed-in customer's answer (GET /private/customer/get) as the account screens read it, and its SWR hook. */
import useSWR from 'swr';
import type { ProfileFields, ProfileStatus, ProfileType } from '../../../domain/profile.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { keys } from '../data-keys.ts';

export interface Address {
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

export interface PrivateCustomer {
  customer: {
    customerId: number;
    email: string;
    name: string;
    surname: string;
    phone: string | null;
    emailVerified: boolean;
    /** False when the account has no password (see the settings' password panel). */
    hasPassword: boolean;
    languageSetting: string;
    profileType: ProfileType;
    privateProfileCompleted: boolean;
    commercialProfileCompleted: boolean;
    merchantProfileCompleted: boolean;
    merchantBlocked: boolean;
    tacAcceptedAt: string | null;
    company: string | null;
    vatRegNo: string | null;
  };
  customerAddress: Address;
  merchant: {
    merchantId: number;
    accepted: boolean | null;
    readNotificationPopupIds: number[];
    company: string | null;
    contactName: string | null;
    contactSurname: string | null;
    contactPhone: string | null;
    /** Whether the sellers of vehicles this dealer bought see the contact person and phone. */
    showContact: boolean;
    managingDirector: string | null;
    vatRegNo: string | null;
    country: string | null;
    hasTradeRegistration: boolean;
    /** The operator's reason when the registration was rejected (the dealer's own answer only). */
    reviewReason?: string | null;
  } | null;
  merchantAddress: (Address & { notificationLocale: string | null }) | null;
  missingProfileFields: (keyof ProfileFields)[];
  hasAnyAds: boolean;
}

/** Answer of the ack-if-account-complete calls: a status once complete, else the fields still missing. */
export interface AckAnswer {
  status: ProfileStatus | null;
  missing: (keyof ProfileFields)[];
}

export const ACK_PATHS: Record<ProfileType, string> = {
  PRIVATE: '/private/customer/ack-if-account-complete',
  COMMERCIAL: '/private/customer/commercial/ack-if-account-complete',
  MERCHANT: '/private/merchant/ack-if-account-complete',
};

/** 4xx answers (signed out, forbidden) will not change by asking again; network and server errors may. */
export const retryUnlessClientError = (error: Error): boolean => !(error instanceof ApiRequestError && error.status < 500);

/** The customer, loaded only when enabled (signed in); shared key, so a mutate anywhere updates every screen. */
export function useCustomer(enabled: boolean) {
  return useSWR<PrivateCustomer, ApiRequestError>(enabled ? keys.privateCustomer() : null, { shouldRetryOnError: retryUnlessClientError });
}
