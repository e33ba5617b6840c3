/** The spec's customer answer: customer, customerAddress, merchant and merchantAddress attribute sets. */
import { missingProfileFields, type ProfileFields, type ProfileType, profileStatus } from '../../domain/profile.ts';
import type { Database } from '../db/client.ts';
import { countAds, type CustomerRow, findCustomerById, findMerchantOfCustomer, type MerchantRow } from '../db/repositories/customers.ts';

/** The customer columns a profile's completeness is judged by. */
export type ProfileSource = Pick<CustomerRow, 'name' | 'surname' | 'email' | 'street' | 'zipCode' | 'city' | 'country' | 'vatRegNo' | 'commercialCompany'>;

/** The customer columns a profile form (settings, the sell funnel's personal data) writes. */
export function profileColumns(input: { name: string; surname: string; phone?: string | undefined; street?: string | undefined; zipCode: string; city: string; country: string; company?: string | undefined; vatRegNo?: string | undefined }) {
  return {
    name: input.name,
    surname: input.surname,
    phone: input.phone || null,
    street: input.street || null,
    zipCode: input.zipCode,
    city: input.city,
    country: input.country,
    commercialCompany: input.company || null,
    vatRegNo: input.vatRegNo || null,
  };
}

export function profileFields(customer: ProfileSource, merchant: MerchantRow | undefined): ProfileFields {
  return {
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    street: merchant?.street ?? customer.street,
    zipCode: merchant?.zipCode ?? customer.zipCode,
    city: merchant?.city ?? customer.city,
    country: merchant?.country ?? customer.country,
    vatRegNo: merchant?.vatRegNo ?? customer.vatRegNo,
    company: merchant?.company ?? customer.commercialCompany,
    managingDirector: merchant?.managingDirector ?? null,
    contactName: merchant?.contactName ?? null,
    contactSurname: merchant?.contactSurname ?? null,
    tradeRegistrationKey: merchant?.tradeRegistrationKey ?? null,
  };
}

export function completedFlag(customer: CustomerRow, type: ProfileType): boolean {
  return { PRIVATE: customer.privateProfileCompleted, COMMERCIAL: customer.commercialProfileCompleted, MERCHANT: customer.merchantProfileCompleted }[type];
}

export function statusOf(customer: CustomerRow, type: ProfileType) {
  return profileStatus(type, completedFlag(customer, type), customer.emailVerified);
}

export function serializeCustomer(customer: CustomerRow, merchant: MerchantRow | undefined) {
  return {
    customer: {
      customerId: customer.id,
      entityId: customer.id,
      email: customer.email,
      name: customer.name,
      surname: customer.surname,
      phone: customer.phone,
      emailVerified: customer.emailVerified,
      /** False after the first verification cleared a password chosen before it: settings offers to set one. */
      hasPassword: customer.passwordHash !== null,
      languageSetting: customer.languageSetting,
      profileType: customer.profileType,
      privateProfileCompleted: customer.privateProfileCompleted,
      commercialProfileCompleted: customer.commercialProfileCompleted,
      merchantProfileCompleted: customer.merchantProfileCompleted,
      merchantBlocked: customer.merchantBlocked,
      tacAcceptedAt: customer.tacAcceptedAt?.toISOString() ?? null,
      company: customer.commercialCompany,
      vatRegNo: customer.vatRegNo,
      commercialCustomerContactName: customer.commercialContactName,
      commercialCustomerContactSurname: customer.commercialContactSurname,
      commercialCustomerContactPhone: customer.commercialContactPhone,
      segmentation: customer.segmentation,
      isAdmin: customer.isAdmin,
      attributes: { selects: { language_setting: customer.languageSetting, profile_type: customer.profileType } },
    },
    customerAddress: { street: customer.street, zipCode: customer.zipCode, city: customer.city, country: customer.country },
    merchant: merchant
      ? {
          merchantId: merchant.id,
          accepted: merchant.accepted,
          readNotificationPopupIds: merchant.readNotificationPopupIds,
          company: merchant.company,
          contactName: merchant.contactName,
          contactSurname: merchant.contactSurname,
          contactPhone: merchant.contactPhone,
          showContact: merchant.showContact,
          managingDirector: merchant.managingDirector,
          vatRegNo: merchant.vatRegNo,
          country: merchant.country,
          hasTradeRegistration: merchant.tradeRegistrationKey !== null,
        }
      : null,
    merchantAddress: merchant
      ? { street: merchant.street, zipCode: merchant.zipCode, city: merchant.city, country: merchant.country, notificationLocale: merchant.notificationLocale }
      : null,
  };
}

export type CustomerData = ReturnType<typeof serializeCustomer>;

/** The private answer adds what the client needs to decide onboarding and navigation. */
export async function privateCustomerData(db: Database, customerId: number) {
  const customer = await findCustomerById(db, customerId);
  if (!customer) return null;
  const merchant = await findMerchantOfCustomer(db, customerId);
  const ads = await countAds(db, customerId);
  const submitted = customer.submittedProfileType;
  const base = serializeCustomer(customer, merchant);
  return {
    ...base,
    // The operator's reason for a rejection is for the dealer themself only, never in the public answer.
    merchant: base.merchant && merchant ? { ...base.merchant, reviewReason: merchant.accepted === false ? merchant.reviewReason : null } : null,
    submittedProfileDataType: submitted,
    hasCompletedProfileData: submitted ? completedFlag(customer, submitted) : false,
    missingProfileFields: missingProfileFields(customer.profileType, profileFields(customer, merchant)),
    hasAnyAds: ads.total > 0,
    editing: ads.editing > 0,
  };
}
