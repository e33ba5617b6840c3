/**
 * The personal-data step of the sell funnel. A signed-in seller completes their profile. An anonymous prospect
 * becomes an account with the address and password they give, confirmed by a link that leads back to the ad. An
 * address that already has an account is never taken over and never revealed: its owner is told by e-mail how to
 * continue, and the answer looks exactly like the one for a new account.
 */
import type { Context } from 'hono';
import { missingProfileFields, PROFILE_TYPES, type ProfileType } from '../../../domain/profile.ts';
import { EU_COUNTRIES, type SellerAccountInput } from '../../../domain/validation/seller-account.ts';
import { type CustomerRow, findCustomerByEmail, findCustomerById, findMerchantOfCustomer, updateCustomer } from '../../db/repositories/customers.ts';
import { createOneTimeToken, TOKEN_TTL_MS } from '../../db/repositories/one-time-tokens.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setPasswordProofCookie } from '../../lib/auth-cookies.ts';
import { randomToken } from '../../lib/crypto.ts';
import { requestLinkContext } from '../../lib/links.ts';
import { hashPassword } from '../../lib/password.ts';
import { ABUSE_LIMITS, limitClient, mayMailAddress } from '../abuse-limits.ts';
import { storeAfterLogin } from '../auth/after-login.ts';
import { issuePasswordProof } from '../auth/email-ownership.ts';
import { mailCustomer } from '../auth/mailer.ts';
import { profileColumns, profileFields, type ProfileSource } from '../customer-data.ts';
import type { OwnerInfo } from '../../db/repositories/product-detail.ts';
import type { AdActor } from './ad-access.ts';
import { isPlaceholderEmail } from './ad-access.ts';
import { sendAdContinueOwnerMail } from './ad-mails.ts';

export type SellerAccountStatus = 'saved' | 'verification_sent';

/** What the completeness of a seller's account is judged by (a customer row, or an ad's owner columns). */
export type SellerAccountFacts = ProfileSource & Pick<CustomerRow, 'id' | 'tacAcceptedAt' | 'profileType'>;

/** The facts of an ad's owner as the product record carries them, so the editor needs no second read. */
export function ownerFacts(customerId: number, owner: OwnerInfo): SellerAccountFacts {
  return {
    id: customerId,
    email: owner.email,
    name: owner.name,
    surname: owner.surname,
    street: owner.street,
    zipCode: owner.zipCode,
    city: owner.city,
    country: owner.country,
    vatRegNo: owner.vatRegNo,
    commercialCompany: owner.company,
    tacAcceptedAt: owner.tacAccepted === null ? null : new Date(owner.tacAccepted),
    profileType: isProfileType(owner.profileType) ? owner.profileType : 'PRIVATE',
  };
}

/** The profile as the seller gave it; a private seller keeps no company or VAT ID from an earlier answer. */
function sellerColumns(input: SellerAccountInput) {
  const commercial = input.profileType === 'COMMERCIAL';
  return {
    ...profileColumns(commercial ? input : { ...input, company: undefined, vatRegNo: undefined }),
    profileType: input.profileType,
    submittedProfileType: input.profileType,
    tacAcceptedAt: new Date(),
  };
}

/**
 * A seller's account is complete for submitting when it has a real address, the fields of its profile type and
 * accepted terms. Commercial sellers outside the EU have no VAT ID to give; dealers use their dealer profile.
 */
export async function sellerAccountComplete(db: Database, customer: SellerAccountFacts): Promise<boolean> {
  if (isPlaceholderEmail(customer.email) || !customer.tacAcceptedAt) return false;
  const merchant = customer.profileType === 'MERCHANT' ? await findMerchantOfCustomer(db, customer.id) : undefined;
  const missing = missingProfileFields(customer.profileType, profileFields(customer, merchant));
  const vatOptional = customer.profileType === 'COMMERCIAL' && !EU_COUNTRIES.includes(customer.country ?? '');
  return missing.filter((field) => !(vatOptional && field === 'vatRegNo')).length === 0;
}

function isProfileType(value: string): value is ProfileType {
  return (PROFILE_TYPES as readonly string[]).includes(value);
}

/** Saves the step for the ad's seller; answers what the page tells the seller next. */
export async function saveSellerAccount(c: Context<AppEnv>, actor: AdActor, productId: number, input: SellerAccountInput): Promise<SellerAccountStatus> {
  const db = c.get('db');
  const customer = await findCustomerById(db, actor.customerId);
  if (!customer) throw new ApiError(404, 'product_not_found');
  // Dealers selling keep their dealer profile; the step only records the terms for them.
  if (actor.signedIn && customer.profileType === 'MERCHANT') {
    await updateCustomer(db, customer.id, { tacAcceptedAt: new Date(), phone: input.phone || customer.phone });
    return 'saved';
  }
  if (actor.signedIn || !isPlaceholderEmail(customer.email)) {
    await updateCustomer(db, customer.id, sellerColumns(input));
    return 'saved';
  }
  return registerProspect(c, customer, productId, input);
}

/**
 * The answer when no account was made: like a new account's, password-proof cookie included (a random one, as
 * sign-up gives), so the cookies do not tell a taken address from a new one either.
 */
function decoyAnswer(c: Context<AppEnv>): SellerAccountStatus {
  setPasswordProofCookie(c, randomToken(), Math.floor(TOKEN_TTL_MS.verify_email / 1000));
  return 'verification_sent';
}

/** The unique index on the address refused the write; drizzle wraps the driver's error of a single query in `cause`. */
function isEmailTaken(error: unknown): boolean {
  for (let current: unknown = error; current; current = current instanceof Error ? current.cause : undefined) {
    if (String(current).includes('customers.email')) return true;
  }
  return false;
}

/** An anonymous prospect gives an address: it becomes their account, or its owner is told how to continue. */
async function registerProspect(c: Context<AppEnv>, prospect: CustomerRow, productId: number, input: SellerAccountInput): Promise<SellerAccountStatus> {
  const db = c.get('db');
  const email = input.email ?? '';
  const password = input.password ?? '';
  await limitClient(c, ABUSE_LIMITS.signupClient);
  // Over the per-address limit: the usual answer, but nothing is mailed (as sign-up does).
  if (!(await mayMailAddress(c, ABUSE_LIMITS.signupAddress, email))) return decoyAnswer(c);
  const owner = await findCustomerByEmail(db, email);
  if (owner) {
    // The data typed so far stays with the prospect; the address's owner signs in on this device to take the ad over.
    await updateCustomer(db, prospect.id, { ...sellerColumns(input), languageSetting: c.get('locale') });
    await sendAdContinueOwnerMail(c.env, db, { productId, email: owner.email }, { links: requestLinkContext(c) });
    return decoyAnswer(c);
  }
  const passwordHash = await hashPassword(password);
  try {
    await updateCustomer(db, prospect.id, { ...sellerColumns(input), email, passwordHash, languageSetting: c.get('locale') });
  } catch (error) {
    // Someone registered the address a moment ago: then it is theirs, and they are told as above.
    if (!isEmailTaken(error)) throw error;
    await sendAdContinueOwnerMail(c.env, db, { productId, email }, { links: requestLinkContext(c) });
    return decoyAnswer(c);
  }
  // The confirmation link signs the seller in and leads back to the ad, on any device.
  await storeAfterLogin(db, { customerId: prospect.id, visitorUuid: c.get('visitorId') }, { method: 'redirect', route: 'ad-continue-id', params: { id: String(productId) } });
  const token = await createOneTimeToken(db, 'verify_email', prospect.id);
  const registered = { ...prospect, email, passwordHash, name: input.name, languageSetting: c.get('locale') };
  await mailCustomer(c, registered, 'verify_email', { route: 'auth-verify', fragment: { token } });
  await issuePasswordProof(c, registered);
  return 'verification_sent';
}
