/** Abuse limits on mails strangers can trigger: sign-up, sign-in links and shares, per client and per receiving address. */
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { createCustomer, uniqueEmail } from './accounts-helpers.ts';
import { addressSubject, countRows, expectRefused, fillWindow, freezeClock, freshIp, ipSubject, leaveOne, MESSAGES } from './abuse-helpers.ts';
import { createAuction } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

freezeClock();

const mails = (to: string, kind: string) => countRows('mail_outbox', 'recipient = ? AND kind = ?', to, kind);
const customers = (email: string) => countRows('customers', 'email = ?', email);

const signup = (email: string, ip: string, locale = 'en') =>
  call('/public/customer/auth/signup', {
    method: 'POST',
    headers: { 'CF-Connecting-IP': ip, 'X-Locale': locale },
    json: { email, password: 'Camper2026', name: 'Lena', surname: 'Hoffmann', profileType: 'PRIVATE', acceptTerms: true },
  });

const requestLink = (email: string, ip: string, locale = 'en') =>
  call('/public/customer/passwordless/request', { method: 'POST', headers: { 'CF-Connecting-IP': ip, 'X-Locale': locale }, json: { email } });

const share = (productId: number, ip: string, locale = 'en') =>
  call(`/public/product/share-with-owner/${productId}`, { method: 'POST', headers: { 'CF-Connecting-IP': ip, 'X-Locale': locale }, json: { path: `/caravan/${productId}` } });

/** What a sign-up answer shows a caller: status, body and the names of the cookies it sets. */
async function visible(response: Response) {
  const cookies = response.headers
    .getSetCookie()
    .map((header) => header.split('=')[0] ?? '')
    .sort();
  return { status: response.status, body: await json(response), cookies };
}

const SIGN_INS_EN = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const SIGN_INS_PL = 'Zbyt wiele prób logowania. Odczekaj kilka minut i spróbuj ponownie.';

describe('sign-up per client', () => {
  it.each([0, 1])('refuses the sign-up over window %i with 429, creating and mailing nothing', async (index) => {
    const ip = freshIp();
    await leaveOne(ABUSE_LIMITS.signupClient, ipSubject(ip), index);
    const first = uniqueEmail('abuse-signup');
    expect((await signup(first, ip)).status).toBe(201);
    expect(await mails(first, 'verify_email')).toBe(1);
    const second = uniqueEmail('abuse-signup');
    await expectRefused(await signup(second, ip, 'es'), MESSAGES.es, Math.ceil((ABUSE_LIMITS.signupClient.windows[index]?.windowMs ?? 0) / 1000));
    expect(await customers(second)).toBe(0);
    expect(await countRows('mail_outbox', 'recipient = ?', second)).toBe(0);
  });
});

describe('sign-up per receiving address', () => {
  it('mails "account exists" to one address at most the hourly limit from many clients, answering as usual', async () => {
    const { email } = await createCustomer();
    const [hourly] = ABUSE_LIMITS.signupAddress.windows;
    const answers = [];
    for (let i = 0; i <= hourly.limit; i++) answers.push(await visible(await signup(email, freshIp())));
    expect(await mails(email, 'account_exists')).toBe(hourly.limit);
    // The refused one looks exactly like the others: nothing tells the caller that the mail was not sent.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 201, body: { status: 'verification_sent' } });
  });

  it('answers a limited sign-up of an unregistered address like a normal one, but creates and mails nothing', async () => {
    const normal = await visible(await signup(uniqueEmail('abuse-normal'), freshIp()));
    const email = uniqueEmail('abuse-target');
    const [, daily] = ABUSE_LIMITS.signupAddress.windows;
    await fillWindow(ABUSE_LIMITS.signupAddress, await addressSubject(email), 1, daily?.limit ?? 0);
    expect(await visible(await signup(email, freshIp()))).toEqual(normal);
    expect(await customers(email)).toBe(0);
    expect(await countRows('mail_outbox', 'recipient = ?', email)).toBe(0);
  });
});

describe('sign-in link requests', () => {
  it('keeps the per-client limit: 429 with the localized message and no mail', async () => {
    const ip = freshIp();
    const { email } = await createCustomer();
    await leaveOne(ABUSE_LIMITS.passwordlessClient, ipSubject(ip), 0);
    expect((await requestLink(email, ip)).status).toBe(200);
    await expectRefused(await requestLink(email, ip, 'pl'), SIGN_INS_PL, 600, 'too_many_sign_ins');
    expect(await mails(email, 'passwordless')).toBe(1);
  });

  it('limits links per receiving address across clients', async () => {
    const { email } = await createCustomer();
    const [hourly] = ABUSE_LIMITS.passwordlessAddress.windows;
    for (let i = 0; i < hourly.limit; i++) expect((await requestLink(email, freshIp())).status).toBe(200);
    await expectRefused(await requestLink(email, freshIp()), SIGN_INS_EN, 3600, 'too_many_sign_ins');
    expect(await mails(email, 'passwordless')).toBe(hourly.limit);
  });

  it('refuses an unregistered address the same way, so the limit reveals no registration', async () => {
    const email = uniqueEmail('abuse-unknown');
    await leaveOne(ABUSE_LIMITS.passwordlessAddress, await addressSubject(email), 1);
    expect(await json(await requestLink(email, freshIp()))).toEqual({ sent: true });
    await expectRefused(await requestLink(email, freshIp()), SIGN_INS_EN, 86_400, 'too_many_sign_ins');
  });
});

describe('share with owner', () => {
  async function ownerWithListings(count: number) {
    const owner = await createCustomer();
    const listings: number[] = [];
    for (let i = 0; i < count; i++) listings.push((await createAuction({ sellerId: owner.id })).productId);
    return { owner, listings };
  }
  const shares = (productId: number) => countRows('user_action_logs', "action = 'share_product' AND product_entity_id = ?", productId);

  it('limits shares per client across listings: 429, no share logged, no mail', async () => {
    const { owner, listings } = await ownerWithListings(2);
    const [first = 0, second = 0] = listings;
    const ip = freshIp();
    await leaveOne(ABUSE_LIMITS.shareClient, ipSubject(ip), 0);
    expect((await share(first, ip)).status).toBe(200);
    await expectRefused(await share(second, ip, 'de'), MESSAGES.de, 3600);
    expect(await shares(second)).toBe(0);
    expect(await mails(owner.email, 'share_with_owner')).toBe(1);
  });

  it('limits shares per owner address across listings and clients', async () => {
    const { owner, listings } = await ownerWithListings(2);
    const [first = 0, second = 0] = listings;
    await leaveOne(ABUSE_LIMITS.shareOwner, await addressSubject(owner.email), 0);
    expect((await share(first, freshIp())).status).toBe(200);
    await expectRefused(await share(second, freshIp(), 'cs'), MESSAGES.cs, 86_400);
    expect(await shares(second)).toBe(0);
    expect(await mails(owner.email, 'share_with_owner')).toBe(1);
  });
});
