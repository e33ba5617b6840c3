/** Sign-up, sign-in, tokens, e-mail verification, passwordless links, unlock, CSRF token and after-login store. */
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { isLocale } from '../../domain/locales.ts';
import { loginSchema, signupSchema } from '../../domain/validation/accounts.ts';
import { email } from '../../domain/validation/rules.ts';
import { createCustomer, findCustomerByEmail, findCustomerById, updateCustomer } from '../db/repositories/customers.ts';
import { consumeOneTimeToken, createOneTimeToken } from '../db/repositories/one-time-tokens.ts';
import { userActionLogs } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clearSessionCookies, CSRF_COOKIE, REFRESH_COOKIE, setCsrfCookie, setSessionCookies } from '../lib/auth-cookies.ts';
import { clientKey } from '../lib/client-key.ts';
import { randomToken } from '../lib/crypto.ts';
import { hashPassword } from '../lib/password.ts';
import { validate } from '../lib/validate.ts';
import { consumeAfterLogin, DEFAULT_AFTER_LOGIN, isRouteName, storeAfterLogin } from '../services/auth/after-login.ts';
import { ACCESS_TOKEN_TTL_S } from '../services/auth/access-token.ts';
import { mailCustomer } from '../services/auth/mailer.ts';
import { authSecret } from '../services/auth/secret.ts';
import { endSession, refreshSession, type SessionTokens, startSession } from '../services/auth/sessions.ts';
import { signIn, unlockSignIn } from '../services/auth/sign-in.ts';
import { hitRateLimit } from '../services/rate-limit.ts';

export const authRoutes = new Hono<AppEnv>();

const tokenBody = z.object({ token: z.string().check(z.minLength(10, 'validation.invalid'), z.maxLength(200, 'validation.invalid')) });

function tokenAnswer(tokens: SessionTokens) {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    access_expires_at: tokens.accessExpiresAt,
  };
}

async function signedIn(c: Context<AppEnv>, customer: { id: number; isAdmin: boolean; languageSetting: string }, afterLoginToken?: string) {
  const db = c.get('db');
  const tokens = await startSession(db, authSecret(c.env), { customerId: customer.id, isAdmin: customer.isAdmin });
  setSessionCookies(c, tokens);
  const redirect =
    (await consumeAfterLogin(db, { customerId: customer.id, visitorUuid: c.get('visitorId'), token: afterLoginToken })) ?? DEFAULT_AFTER_LOGIN;
  // The customer's language setting overrides the page's locale after sign-in.
  const languageSetting = isLocale(customer.languageSetting) ? customer.languageSetting : c.get('locale');
  return c.json({ ...tokenAnswer(tokens), languageSetting, redirect });
}

authRoutes.post('/public/customer/auth/signup', validate('json', signupSchema), async (c) => {
  const input = c.req.valid('json');
  const db = c.get('db');
  const existing = await findCustomerByEmail(db, input.email);
  if (existing) {
    // Same answer as a new sign-up; the owner of the address learns about the attempt by e-mail.
    await mailCustomer(c, existing, 'account_exists', { route: 'login' });
    return c.json({ status: 'verification_sent' }, 201);
  }
  const customer = await createCustomer(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    name: input.name,
    surname: input.surname,
    profileType: input.profileType,
    languageSetting: input.languageSetting ?? c.get('locale'),
    segmentation: 'customer',
    visitorUuid: c.get('visitorId'),
  });
  const token = await createOneTimeToken(db, 'verify_email', customer.id);
  await mailCustomer(c, customer, 'verify_email', { route: 'auth-verify', query: { token } });
  return c.json({ status: 'verification_sent' }, 201);
});

authRoutes.post('/public/customer/auth/login', validate('json', loginSchema), async (c) => {
  const input = c.req.valid('json');
  const outcome = await signIn(c.get('db'), { email: input.email, password: input.password, clientKey: clientKey(c) });
  if (outcome.ok) return signedIn(c, outcome.customer, input.afterLoginToken);
  if (outcome.code === 'rate_limited') {
    c.header('Retry-After', String(outcome.retryAfterS));
    throw new ApiError(429, 'too_many_sign_ins');
  }
  if (outcome.code === 'account_locked') {
    if (outcome.justLocked) {
      const token = await createOneTimeToken(c.get('db'), 'unlock', outcome.justLocked.id);
      await mailCustomer(c, outcome.justLocked, 'unlock_account', { route: 'auth-verify', query: { unlock: token } });
    }
    throw new ApiError(403, 'account_locked');
  }
  throw new ApiError(401, 'invalid_credentials');
});

authRoutes.post(
  '/public/customer/auth/refresh',
  validate('json', z.object({ refresh_token: z.optional(z.string().check(z.maxLength(200, 'validation.invalid'))) })),
  async (c) => {
    const fromBody = c.req.valid('json').refresh_token;
    const refreshToken = fromBody ?? getCookie(c, REFRESH_COOKIE);
    if (!refreshToken) throw new ApiError(401, 'refresh_invalid');
    const db = c.get('db');
    const outcome = await refreshSession(db, authSecret(c.env), refreshToken, async (customerId) => {
      const customer = await findCustomerById(db, customerId);
      return customer ? { customerId, isAdmin: customer.isAdmin } : null;
    });
    if (!outcome.ok) {
      if (!fromBody) clearSessionCookies(c);
      throw new ApiError(401, outcome.reason === 'reused' ? 'refresh_reused' : 'refresh_invalid');
    }
    if (!fromBody) setSessionCookies(c, outcome.tokens);
    return c.json(tokenAnswer(outcome.tokens));
  },
);

async function logout(c: Context<AppEnv>) {
  const refreshToken = getCookie(c, REFRESH_COOKIE);
  if (refreshToken) await endSession(c.get('db'), refreshToken);
  clearSessionCookies(c);
}

authRoutes.get('/public/customer/auth/logout', async (c) => {
  await logout(c);
  return c.json({ loggedOut: true });
});

authRoutes.put('/private/user-action/logout', async (c) => {
  const customerId = c.get('auth')?.customerId ?? null;
  await c.get('db').insert(userActionLogs).values({ action: 'logout', customerId, uuid: c.get('visitorId') });
  await logout(c);
  return c.json({ loggedOut: true, redirect: '/' });
});

authRoutes.get('/private/customer/auth/user', (c) => {
  const customer = c.get('viewer').customer;
  if (!customer) throw new ApiError(401, 'unauthorized');
  const roles = customer.isAdmin ? ['admin'] : [];
  return c.json({ customerId: customer.customerId, email: customer.email, name: customer.name, surname: customer.surname, roles, admin: customer.isAdmin });
});

authRoutes.get('/public/auth/csrf-token', (c) => {
  const token = getCookie(c, CSRF_COOKIE) ?? randomToken();
  setCsrfCookie(c, token);
  c.header('Cache-Control', 'no-store');
  return c.json({ csrfToken: token });
});

authRoutes.post('/public/customer/verify-email', validate('json', tokenBody), async (c) => {
  const db = c.get('db');
  const customerId = await consumeOneTimeToken(db, 'verify_email', c.req.valid('json').token);
  if (customerId === null) throw new ApiError(400, 'token_invalid');
  await updateCustomer(db, customerId, { emailVerified: true });
  return c.json({ verified: true });
});

authRoutes.post('/private/customer/resend-verification', async (c) => {
  const db = c.get('db');
  const customer = await findCustomerById(db, c.get('auth')?.customerId ?? 0);
  if (!customer) throw new ApiError(401, 'unauthorized');
  if (customer.emailVerified) return c.json({ sent: false, verified: true });
  const token = await createOneTimeToken(db, 'verify_email', customer.id);
  await mailCustomer(c, customer, 'verify_email', { route: 'auth-verify', query: { token } });
  return c.json({ sent: true, verified: false });
});

authRoutes.post('/public/customer/auth/unlock', validate('json', tokenBody), async (c) => {
  const db = c.get('db');
  const customerId = await consumeOneTimeToken(db, 'unlock', c.req.valid('json').token);
  const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
  if (!customer) throw new ApiError(400, 'token_invalid');
  await unlockSignIn(db, customer.email);
  return c.json({ unlocked: true });
});

/** A signed-in customer asks for a sign-in link by e-mail (e.g. to continue on another device). */
authRoutes.post('/private/customer/passwordless', async (c) => {
  const db = c.get('db');
  const customer = await findCustomerById(db, c.get('auth')?.customerId ?? 0);
  if (!customer) throw new ApiError(401, 'unauthorized');
  const token = await createOneTimeToken(db, 'passwordless', customer.id);
  await mailCustomer(c, customer, 'passwordless', { route: 'auth-signing-in', query: { token } });
  return c.json({ sent: true });
});

/** Anyone may ask for a sign-in link; the answer is the same whether the address is known or not. */
authRoutes.post('/public/customer/passwordless/request', validate('json', z.object({ email })), async (c) => {
  const db = c.get('db');
  const limit = await hitRateLimit(db, `magic:${clientKey(c)}`, 10, 10 * 60 * 1000);
  if (!limit.allowed) throw new ApiError(429, 'too_many_sign_ins');
  const customer = await findCustomerByEmail(db, c.req.valid('json').email);
  if (customer) {
    const token = await createOneTimeToken(db, 'passwordless', customer.id);
    await mailCustomer(c, customer, 'passwordless', { route: 'auth-signing-in', query: { token } });
  }
  return c.json({ sent: true });
});

authRoutes.post('/public/product/passwordless/:token', validate('param', tokenBody), async (c) => {
  const db = c.get('db');
  const customerId = await consumeOneTimeToken(db, 'passwordless', c.req.valid('param').token);
  const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
  if (!customer) throw new ApiError(400, 'token_invalid');
  // Following the link proves control of the address.
  if (!customer.emailVerified) await updateCustomer(db, customer.id, { emailVerified: true });
  return signedIn(c, customer);
});

const afterLoginBody = z.object({
  method: z.literal('redirect', 'validation.invalid'),
  route: z.string().check(z.refine(isRouteName, 'validation.invalid')),
  params: z.optional(z.record(z.string().check(z.maxLength(50)), z.string().check(z.maxLength(200)))),
});

authRoutes.post('/private/after/login/action/add', validate('json', afterLoginBody), async (c) => {
  const body = c.req.valid('json');
  if (!isRouteName(body.route)) throw new ApiError(400, 'validation_failed');
  await storeAfterLogin(c.get('db'), { customerId: c.get('auth')?.customerId ?? 0 }, { method: 'redirect', route: body.route, params: body.params ?? {} });
  return c.json({ stored: true });
});

const storeForVisitor = async (c: Context<AppEnv>, token: string | undefined, body: z.infer<typeof afterLoginBody>) => {
  if (!isRouteName(body.route)) throw new ApiError(400, 'validation_failed');
  const key = token ?? randomToken(16);
  await storeAfterLogin(c.get('db'), { visitorUuid: c.get('visitorId'), token: key }, { method: 'redirect', route: body.route, params: body.params ?? {} });
  return c.json({ stored: true, token: key });
};

authRoutes.post('/public/after/login/action/add', validate('json', afterLoginBody), (c) => storeForVisitor(c, undefined, c.req.valid('json')));

authRoutes.post(
  '/public/after/login/action/add/:token',
  validate('param', z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'validation.invalid')) })),
  validate('json', afterLoginBody),
  (c) => storeForVisitor(c, c.req.valid('param').token, c.req.valid('json')),
);
