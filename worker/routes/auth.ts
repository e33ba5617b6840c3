/** Sign-up, sign-in, tokens, e-mail verification, passwordless links, CSRF token and after-login store. */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { isLocale } from '../../domain/locales.ts';
import { loginSchema, signupSchema } from '../../domain/validation/accounts.ts';
import { email, fieldErrors } from '../../domain/validation/rules.ts';
import { createCustomer, type CustomerRow, findCustomerByEmail, findCustomerById } from '../db/repositories/customers.ts';
import { familyOfRefreshToken } from '../db/repositories/ended-sessions.ts';
import { consumeOneTimeToken, createOneTimeToken, TOKEN_TTL_MS } from '../db/repositories/one-time-tokens.ts';
import { userActionLogs } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import {
  clearPasswordProofCookie,
  clearSessionCookies,
  readSessionCookie,
  setAccessCookie,
  setCsrfCookie,
  setPasswordProofCookie,
  setSessionCookies,
} from '../lib/auth-cookies.ts';
import { clientKey } from '../lib/client-key.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { hashPassword } from '../lib/password.ts';
import { validate } from '../lib/validate.ts';
import { assertCsrfToken, sameSiteOnly } from '../middleware/guards.ts';
import { ABUSE_LIMITS, limitAddress, limitClient, mayMailAddress } from '../services/abuse-limits.ts';
import { consumeAfterLogin, DEFAULT_AFTER_LOGIN, isRouteName, storeAfterLogin } from '../services/auth/after-login.ts';
import { ACCESS_TOKEN_TTL_S } from '../services/auth/access-token.ts';
import { confirmAddress, issuePasswordProof } from '../services/auth/email-ownership.ts';
import { mailCustomer } from '../services/auth/mailer.ts';
import { authSecret } from '../services/auth/secret.ts';
import { endSessions } from '../services/auth/end-sessions.ts';
import { refreshSession, reissueAccessToken, type SessionTokens, startSession } from '../services/auth/sessions.ts';
import { knownBrowserCookie, rememberBrowser } from '../services/auth/known-browser.ts';
import { signIn } from '../services/auth/sign-in.ts';
import { clientKeyHash, recordRequestEvent } from '../services/security-events.ts';

export const authRoutes = new Hono<AppEnv>();

/** API clients that keep tokens themselves ask for them in the answer with this header; browsers get cookies only. */
export const TOKEN_TRANSPORT_HEADER = 'X-Token-Transport';

const tokenBody = z.object({ token: z.string().check(z.minLength(10, 'validation.invalid'), z.maxLength(200, 'validation.invalid')) });

/** Whether this caller opted into tokens in the JSON body (then no session cookies are set). */
function wantsBodyTokens(c: Context<AppEnv>): boolean {
  return c.req.header(TOKEN_TRANSPORT_HEADER)?.trim().toLowerCase() === 'body';
}

/**
 * The token part of a sign-in or refresh answer. Cookie clients (the storefront) get the session as httpOnly
 * cookies and only the expiry in the body, so script on the page can never read the refresh token.
 */
function deliverTokens(c: Context<AppEnv>, tokens: SessionTokens, transport: 'body' | 'cookie') {
  const expiry = { token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, access_expires_at: tokens.accessExpiresAt };
  if (transport === 'body') return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, ...expiry };
  setSessionCookies(c, tokens);
  return expiry;
}

/** An operator deactivated the account: no way of signing in opens a session for it. */
function refuseDeactivated(customer: Pick<CustomerRow, 'deactivatedAt'>): void {
  if (customer.deactivatedAt) throw new ApiError(403, 'account_deactivated');
}

async function signedIn(
  c: Context<AppEnv>,
  customer: Pick<CustomerRow, 'id' | 'languageSetting' | 'deactivatedAt'>,
  afterLoginToken?: string,
  extra: Record<string, unknown> = {},
) {
  refuseDeactivated(customer);
  const db = c.get('db');
  const tokens = await startSession(db, authSecret(c.env), customer.id);
  if (!tokens) throw new ApiError(401, 'unauthorized');
  const delivered = deliverTokens(c, tokens, wantsBodyTokens(c) ? 'body' : 'cookie');
  const redirect =
    (await consumeAfterLogin(db, { customerId: customer.id, visitorUuid: c.get('visitorId'), token: afterLoginToken })) ?? DEFAULT_AFTER_LOGIN;
  // The customer's language setting overrides the page's locale after sign-in.
  const languageSetting = isLocale(customer.languageSetting) ? customer.languageSetting : c.get('locale');
  return c.json({ ...extra, ...delivered, languageSetting, redirect });
}

/** Gives a sign-up browser its password proof; a random one when the address was taken, so answers look alike. */
async function passwordProofFor(c: Context<AppEnv>, customer: Pick<CustomerRow, 'id' | 'passwordHash'> | null): Promise<void> {
  if (customer) await issuePasswordProof(c, customer);
  else setPasswordProofCookie(c, randomToken(), Math.floor(TOKEN_TTL_MS.verify_email / 1000));
}

authRoutes.post('/public/customer/auth/signup', sameSiteOnly, validate('json', signupSchema), async (c) => {
  const input = c.req.valid('json');
  const db = c.get('db');
  await limitClient(c, ABUSE_LIMITS.signupClient);
  // Enough sign-ups for this address for now: the usual answer, but nothing is created or mailed. Counted for
  // known and unknown addresses alike, so even this answer reveals no registration.
  if (!(await mayMailAddress(c, ABUSE_LIMITS.signupAddress, input.email))) {
    await passwordProofFor(c, null);
    return c.json({ status: 'verification_sent' }, 201);
  }
  const existing = await findCustomerByEmail(db, input.email);
  if (existing) {
    // Same answer as a new sign-up; the owner of the address learns about the attempt by e-mail.
    await mailCustomer(c, existing, 'account_exists', { route: 'login' });
    await passwordProofFor(c, null);
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
  await mailCustomer(c, customer, 'verify_email', { route: 'auth-verify', fragment: { token } });
  await passwordProofFor(c, customer);
  return c.json({ status: 'verification_sent' }, 201);
});

authRoutes.post('/public/customer/auth/login', sameSiteOnly, validate('json', loginSchema), async (c) => {
  const input = c.req.valid('json');
  const outcome = await signIn(c.get('db'), {
    email: input.email,
    password: input.password,
    clientKey: clientKey(c),
    knownBrowser: knownBrowserCookie(c),
    secret: authSecret(c.env),
  });
  if (outcome.ok) {
    // Browsers only (API clients keep no cookies): next time this one skips the per-address ceiling.
    if (!wantsBodyTokens(c)) await rememberBrowser(c, outcome.customer);
    return signedIn(c, outcome.customer, input.afterLoginToken);
  }
  if (outcome.code === 'rate_limited' || outcome.code === 'throttled') {
    const throttled = outcome.code === 'throttled';
    await recordRequestEvent(c, {
      type: throttled ? 'sign_in_throttled' : 'sign_in_rate_limited',
      outcome: 'refused',
      actorCustomerId: null,
      subjectCustomerId: throttled ? outcome.customerId : null,
      ...(throttled ? { details: { throttle: outcome.throttle } } : {}),
    });
    c.header('Retry-After', String(outcome.retryAfterS));
    throw new ApiError(429, 'too_many_sign_ins');
  }
  if (outcome.code === 'account_deactivated') {
    await recordRequestEvent(c, {
      type: 'sign_in_failed',
      outcome: 'refused',
      actorCustomerId: null,
      subjectCustomerId: outcome.customerId,
      details: { reason: 'account_deactivated' },
    });
    throw new ApiError(403, 'account_deactivated');
  }
  await recordRequestEvent(c, {
    type: 'sign_in_failed',
    outcome: 'failure',
    actorCustomerId: null,
    subjectCustomerId: outcome.customerId,
    details: { reason: 'invalid_credentials' },
  });
  throw new ApiError(401, 'invalid_credentials');
});

/**
 * A refresh token in the body (API clients) is answered with tokens in the body; one from the cookie with
 * cookies only, so the storefront never sees its refresh token.
 */
authRoutes.post(
  '/public/customer/auth/refresh',
  sameSiteOnly,
  validate('json', z.object({ refresh_token: z.optional(z.string().check(z.maxLength(200, 'validation.invalid'))) })),
  async (c) => {
    const fromBody = c.req.valid('json').refresh_token;
    const refreshToken = fromBody ?? readSessionCookie(c, 'refresh');
    if (!refreshToken) throw new ApiError(401, 'refresh_invalid');
    const db = c.get('db');
    const audit = { requestId: c.get('requestId'), clientKeyHash: await clientKeyHash(c) };
    const outcome = await refreshSession(db, authSecret(c.env), refreshToken, Date.now(), audit);
    if (!outcome.ok) {
      if (!fromBody) clearSessionCookies(c);
      throw new ApiError(401, outcome.reason === 'reused' ? 'refresh_reused' : 'refresh_invalid');
    }
    return c.json(deliverTokens(c, outcome.tokens, fromBody ? 'body' : 'cookie'));
  },
);

const logoutBody = z.object({ refresh_token: z.optional(z.string().check(z.maxLength(200, 'validation.invalid'))) });

/** A refresh token an API client sends in the logout's body (optional: the storefront sends no body). */
async function refreshTokenInBody(c: Context<AppEnv>): Promise<string | undefined> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'validation_failed');
  }
  const result = logoutBody.safeParse(parsed);
  if (!result.success) throw new ApiError(400, 'validation_failed', fieldErrors(result.error));
  return result.data.refresh_token;
}

/**
 * Ends the whole sign-in, whatever the transport: the access token's family, the refresh cookie's and a refresh token
 * in the body (API clients), everywhere at once (services/auth/end-sessions.ts).
 */
async function logout(c: Context<AppEnv>, bodyRefreshToken?: string) {
  const ending = new Map<string, number>();
  const auth = c.get('auth');
  if (auth) ending.set(auth.familyId, auth.customerId);
  for (const refreshToken of [readSessionCookie(c, 'refresh'), bodyRefreshToken]) {
    const found = refreshToken ? await familyOfRefreshToken(c.env.DB, await sha256Hex(refreshToken)) : null;
    if (found) ending.set(found.familyId, found.customerId);
  }
  clearSessionCookies(c);
  for (const [familyId, customerId] of ending) await endSessions(c.env, customerId, [familyId]);
}

/**
 * Sign-out is a POST only (a GET could be triggered by any image tag). When it acts on the session cookie it needs
 * the CSRF token even if the access cookie has lapsed, so no other page can sign the visitor out.
 */
authRoutes.post('/public/customer/auth/logout', sameSiteOnly, async (c) => {
  if (readSessionCookie(c, 'refresh') || readSessionCookie(c, 'access')) assertCsrfToken(c);
  await logout(c, await refreshTokenInBody(c));
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
  // `admin` is the flag (the console and its second-factor screen); the role needs this sign-in's second factor.
  const roles = c.get('operator') ? ['admin'] : [];
  return c.json({ customerId: customer.customerId, email: customer.email, name: customer.name, surname: customer.surname, roles, admin: customer.isAdmin });
});

authRoutes.get('/public/auth/csrf-token', (c) => {
  const token = readSessionCookie(c, 'csrf') ?? randomToken();
  setCsrfCookie(c, token);
  c.header('Cache-Control', 'no-store');
  return c.json({ csrfToken: token });
});

/**
 * Confirms the address. The first confirmation ends every other session; from a browser that neither is signed in
 * as this customer nor chose the password at sign-up it also clears that password and signs the verifier in afresh
 * (`passwordCleared` tells the page to offer setting a new one).
 */
authRoutes.post('/public/customer/verify-email', sameSiteOnly, validate('json', tokenBody), async (c) => {
  const db = c.get('db');
  const customerId = await consumeOneTimeToken(db, 'verify_email', c.req.valid('json').token);
  const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
  if (!customer) throw new ApiError(400, 'token_invalid');
  const confirmation = await confirmAddress(c, customer, 'verify_link');
  clearPasswordProofCookie(c);
  if (!confirmation.first || confirmation.keepsOwnSession) {
    // The caller's own token still says "unverified": a cookie client gets one with the fresh claims at once.
    const auth = c.get('auth');
    if (confirmation.first && auth?.via === 'cookie') {
      const fresh = await reissueAccessToken(db, authSecret(c.env), customer.id, auth.familyId);
      if (fresh) setAccessCookie(c, fresh.token, fresh.expiresAt);
    }
    return c.json({ verified: true, passwordCleared: false, signedIn: confirmation.keepsOwnSession, otherSessionsEnded: confirmation.otherSessionsEnded });
  }
  return signedIn(c, customer, undefined, { verified: true, passwordCleared: confirmation.passwordCleared, signedIn: true, otherSessionsEnded: confirmation.otherSessionsEnded });
});

authRoutes.post('/private/customer/resend-verification', async (c) => {
  const db = c.get('db');
  const customer = await findCustomerById(db, c.get('auth')?.customerId ?? 0);
  if (!customer) throw new ApiError(401, 'unauthorized');
  if (customer.emailVerified) return c.json({ sent: false, verified: true });
  const token = await createOneTimeToken(db, 'verify_email', customer.id);
  await mailCustomer(c, customer, 'verify_email', { route: 'auth-verify', fragment: { token } });
  return c.json({ sent: true, verified: false });
});

/** A signed-in customer asks for a sign-in link by e-mail (e.g. to continue on another device). */
authRoutes.post('/private/customer/passwordless', async (c) => {
  const db = c.get('db');
  const customer = await findCustomerById(db, c.get('auth')?.customerId ?? 0);
  if (!customer) throw new ApiError(401, 'unauthorized');
  const token = await createOneTimeToken(db, 'passwordless', customer.id);
  await mailCustomer(c, customer, 'passwordless', { route: 'auth-signing-in', fragment: { token } });
  return c.json({ sent: true });
});

/** Anyone may ask for a sign-in link; the answer is the same whether the address is known or not. */
authRoutes.post('/public/customer/passwordless/request', sameSiteOnly, validate('json', z.object({ email })), async (c) => {
  const db = c.get('db');
  await limitClient(c, ABUSE_LIMITS.passwordlessClient, 'too_many_sign_ins');
  // Per address too, counted whether or not it is registered, so the refusal reveals nothing.
  await limitAddress(c, ABUSE_LIMITS.passwordlessAddress, c.req.valid('json').email, 'too_many_sign_ins');
  const customer = await findCustomerByEmail(db, c.req.valid('json').email);
  if (customer) {
    const token = await createOneTimeToken(db, 'passwordless', customer.id);
    await mailCustomer(c, customer, 'passwordless', { route: 'auth-signing-in', fragment: { token } });
  }
  return c.json({ sent: true });
});

/** Exchanges a sign-in link's token for a session; following the link proves control of the address (see confirmAddress). */
async function exchangeSignInLink(c: Context<AppEnv>, token: string) {
  const db = c.get('db');
  const customerId = await consumeOneTimeToken(db, 'passwordless', token);
  const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
  if (!customer) throw new ApiError(400, 'token_invalid');
  refuseDeactivated(customer);
  const confirmation = await confirmAddress(c, customer, 'sign_in_link');
  return signedIn(c, customer, undefined, { passwordCleared: confirmation.passwordCleared, otherSessionsEnded: confirmation.otherSessionsEnded });
}

/** The storefront's exchange: the token travels in the body, so no URL (and no log of one) ever holds it. */
authRoutes.post('/public/product/passwordless', sameSiteOnly, validate('json', tokenBody), (c) => exchangeSignInLink(c, c.req.valid('json').token));

/** The spec's path, kept for API clients; access logs show its token segment as `:token` (domain/tracking.ts). */
authRoutes.post('/public/product/passwordless/:token', sameSiteOnly, validate('param', tokenBody), (c) => exchangeSignInLink(c, c.req.valid('param').token));

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
  await limitClient(c, ABUSE_LIMITS.afterLogin);
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
