/** Customer calls of the spec: customer data, language, profile, e-mail checks, account completion, password, deletion. */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { missingProfileFields, type ProfileType } from '../../domain/profile.ts';
import { changePasswordSchema } from '../../domain/validation/accounts.ts';
import { languageSchema, profileSchema } from '../../domain/validation/profile.ts';
import { findCustomerById, findMerchantOfCustomer, updateCustomer } from '../db/repositories/customers.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { clearSessionCookies } from '../lib/auth-cookies.ts';
import { hashPassword } from '../lib/password.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { mailCustomer } from '../services/auth/mailer.ts';
import { recheckPassword } from '../services/auth/password-recheck.ts';
import { DELETION_BLOCKED_CODES, deletionBlockers, eraseAccount } from '../services/account-deletion.ts';
import { endAllSessions } from '../services/auth/end-sessions.ts';
import { recordRequestEvent } from '../services/security-events.ts';
import { privateCustomerData, profileColumns, profileFields, serializeCustomer, statusOf } from '../services/customer-data.ts';
import { notifyMerchantSubmitted } from '../services/messages/account-deliveries.ts';

export const customerRoutes = new Hono<AppEnv>();



async function meRow(c: Context<AppEnv>) {
  const customer = await findCustomerById(c.get('db'), signedInCustomerId(c));
  if (!customer) throw new ApiError(401, 'unauthorized');
  return customer;
}

const EMPTY = { customer: null, customerAddress: null, merchant: null, merchantAddress: null };

customerRoutes.get('/public/customer/get', async (c) => {
  const auth = c.get('auth');
  if (!auth) return c.json(EMPTY);
  const db = c.get('db');
  const customer = await findCustomerById(db, auth.customerId);
  return c.json(customer ? serializeCustomer(customer, await findMerchantOfCustomer(db, customer.id)) : EMPTY);
});

customerRoutes.get('/private/customer/get', async (c) => {
  const data = await privateCustomerData(c.get('db'), signedInCustomerId(c));
  if (!data) throw new ApiError(401, 'unauthorized');
  return c.json(data);
});

customerRoutes.get('/private/customer/get/:id', validate('param', idParam), async (c) => {
  const { id } = c.req.valid('param');
  // Someone else's id answers like an unknown one, so ids cannot be probed.
  if (id !== signedInCustomerId(c) && !c.get('operator')) throw new ApiError(404, 'not_found');
  const data = await privateCustomerData(c.get('db'), id);
  if (!data) throw new ApiError(404, 'not_found');
  return c.json(data);
});

customerRoutes.put('/private/customer/update-language-setting', validate('json', languageSchema), async (c) => {
  await updateCustomer(c.get('db'), signedInCustomerId(c), { languageSetting: c.req.valid('json').languageSetting });
  return c.json(await privateCustomerData(c.get('db'), signedInCustomerId(c)));
});

customerRoutes.put('/private/customer/update', validate('json', profileSchema), async (c) => {
  const input = c.req.valid('json');
  await updateCustomer(c.get('db'), signedInCustomerId(c), profileColumns(input));
  return c.json(await privateCustomerData(c.get('db'), signedInCustomerId(c)));
});

const CHECK_PATHS: [string, ProfileType][] = [
  ['/private/customer/check-email-verified', 'PRIVATE'],
  ['/private/customer/commercial/check-email-verified', 'COMMERCIAL'],
  ['/private/merchant/check-email-verified', 'MERCHANT'],
];

// Beside the spec's status, the address on its own: a customer whose profile is still incomplete (status null) has
// confirmed it all the same, and the client's watch (client/lib/email-verified-watch.ts) should notice that too.
for (const [path, type] of CHECK_PATHS) {
  customerRoutes.put(path, async (c) => {
    const customer = await meRow(c);
    return c.json({ status: statusOf(customer, type), emailVerified: customer.emailVerified });
  });
}

const ACK_PATHS: [string, ProfileType][] = [
  ['/private/customer/ack-if-account-complete', 'PRIVATE'],
  ['/private/customer/commercial/ack-if-account-complete', 'COMMERCIAL'],
  ['/private/merchant/ack-if-account-complete', 'MERCHANT'],
];

const COMPLETED_COLUMN = { PRIVATE: 'privateProfileCompleted', COMMERCIAL: 'commercialProfileCompleted', MERCHANT: 'merchantProfileCompleted' } as const;

for (const [path, type] of ACK_PATHS) {
  customerRoutes.put(path, async (c) => {
    const db = c.get('db');
    const customer = await meRow(c);
    const merchant = await findMerchantOfCustomer(db, customer.id);
    if (type === 'MERCHANT' && !merchant) return c.json({ status: null, missing: ['company'] });
    const missing = missingProfileFields(type, profileFields(customer, merchant));
    if (missing.length) return c.json({ status: null, missing });
    const firstTime = !customer[COMPLETED_COLUMN[type]];
    await updateCustomer(db, customer.id, { [COMPLETED_COLUMN[type]]: true, submittedProfileType: type, profileType: type });
    if (firstTime && type === 'MERCHANT') {
      await mailCustomer(c, customer, 'merchant_received');
      await notifyMerchantSubmitted(c.env, customer.id);
    }
    const updated = await meRow(c);
    return c.json({ status: statusOf(updated, type), missing: [] });
  });
}

customerRoutes.post('/private/customer/accept-tac', async (c) => {
  await updateCustomer(c.get('db'), signedInCustomerId(c), { tacAcceptedAt: new Date() });
  return c.json(await privateCustomerData(c.get('db'), signedInCustomerId(c)));
});

/**
 * Changes the password (the current one required), or sets one on an account that has none. Either way every
 * other session ends: whoever knew the old password or holds a stolen session is out; the caller stays signed in.
 */
customerRoutes.put('/private/customer/password', validate('json', changePasswordSchema), async (c) => {
  const input = c.req.valid('json');
  const customer = await meRow(c);
  if (customer.passwordHash) {
    if (!input.currentPassword) throw new ApiError(400, 'validation_failed', { currentPassword: 'validation.required' });
    // Growing delays per session and client (429), so a stolen session cannot guess the password to take over.
    if (!(await recheckPassword(c, customer.id, input.currentPassword, customer.passwordHash))) {
      throw new ApiError(400, 'validation_failed', { currentPassword: 'validation.wrong_password' });
    }
  }
  await updateCustomer(c.get('db'), customer.id, { passwordHash: await hashPassword(input.newPassword) });
  // The other sessions end everywhere now (tokens, streams, sockets, auction objects), not when their tokens run out.
  await endAllSessions(c.env, customer.id, { keep: c.get('auth')?.familyId });
  await recordRequestEvent(c, {
    type: 'password_changed',
    outcome: 'success',
    subjectCustomerId: customer.id,
    details: { firstPassword: customer.passwordHash === null },
  });
  await mailCustomer(c, customer, 'password_changed');
  return c.json({ changed: true });
});

customerRoutes.delete(
  '/private/customer',
  validate('json', z.object({ password: z.string().check(z.minLength(1, 'validation.required'), z.maxLength(128, 'validation.max')) })),
  async (c) => {
    const db = c.get('db');
    const customer = await meRow(c);
    if (!customer.passwordHash || !(await recheckPassword(c, customer.id, c.req.valid('json').password, customer.passwordHash))) {
      throw new ApiError(400, 'validation_failed', { password: 'validation.wrong_password' });
    }
    // A dealer bound in an auction or owing an order is told why, and nothing changes.
    const [blocker] = await deletionBlockers(c.env, customer.id);
    if (blocker) throw new ApiError(409, DELETION_BLOCKED_CODES[blocker]);
    await mailCustomer(c, customer, 'account_deleted');
    await eraseAccount(c.env, db, customer);
    clearSessionCookies(c);
    return c.json({ deleted: true });
  },
);
