/** The personal-data step: prospects become accounts by a confirmation link back to the ad; taken addresses are never revealed. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createCustomer, lastMail, login, PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { asCustomer, browser, type EditorProduct, type ErrorAnswer, getAd, mailsTo, newAd, personalData, PRIVATE_SELLER, productRow, readAd, signedInSeller } from './ads-helpers.ts';
import { call, json, setCookies } from './helpers.ts';

interface PersonalDataAnswer {
  status: 'saved' | 'verification_sent';
  product: EditorProduct;
}

const customerRow = (id: number) =>
  env.DB.prepare('SELECT email, name, surname, zip_code, city, country, profile_type, tac_accepted_at, email_verified, segmentation, vat_reg_no, commercial_company FROM customers WHERE id = ?')
    .bind(id)
    .first<{
      email: string;
      name: string;
      surname: string;
      zip_code: string | null;
      city: string | null;
      country: string | null;
      profile_type: string;
      tac_accepted_at: number | null;
      email_verified: number;
      segmentation: string;
      vat_reg_no: string | null;
      commercial_company: string | null;
    }>();

describe('an anonymous prospect gives an address', () => {
  it('that is new: the address becomes the prospect’s account, confirmed by a link that leads back to the ad', async () => {
    const visitor = browser();
    const ad = await newAd(visitor);
    const email = uniqueEmail('seller');
    const response = await personalData(visitor, ad.entityId, { ...PRIVATE_SELLER, email, password: PASSWORD });
    expect(response.status).toBe(200);
    const body = await json<PersonalDataAnswer>(response);
    expect(body.status).toBe('verification_sent');
    expect(body.product.entityId).toBe(ad.entityId);
    const sellerId = (await productRow(ad.entityId))?.customer_id ?? 0;
    expect(await customerRow(sellerId)).toMatchObject({ email, name: 'Anna', surname: 'Becker', zip_code: '20095', city: 'Hamburg', email_verified: 0 });
    const mail = await lastMail(email);
    expect(mail?.kind).toBe('verify_email');
    // The link signs the seller in and sends them back to their ad.
    const verify = await call('/public/customer/verify-email', { method: 'POST', headers: { 'X-Token-Transport': 'body' }, json: { token: mail?.token } });
    expect(verify.status).toBe(200);
    // A brand-new seller had no other session: the page must not say they were signed out elsewhere.
    expect(await json(verify)).toMatchObject({ verified: true, otherSessionsEnded: false, redirect: { route: 'ad-continue-id', params: { id: String(ad.entityId) } } });
    expect(await customerRow(sellerId)).toMatchObject({ email_verified: 1, segmentation: 'customer' });
  });

  it('that has an account: the same answer, the owner is told by mail, and nothing of the account or the ad changes hands', async () => {
    const owner = await createCustomer();
    const visitor = browser();
    const ad = await newAd(visitor, { others: { model: 'Ontour' } });
    const prospectId = (await productRow(ad.entityId))?.customer_id ?? 0;
    const response = await personalData(visitor, ad.entityId, { ...PRIVATE_SELLER, email: owner.email, password: 'Another123' });
    expect(response.status).toBe(200);
    expect((await json<PersonalDataAnswer>(response)).status).toBe('verification_sent');
    expect((await mailsTo(owner.email)).map((mail) => mail.kind)).toEqual(['ad_continue_owner']);
    expect((await customerRow(prospectId))?.email).toMatch(/@prospect\.invalid$/);
    expect((await productRow(ad.entityId))?.customer_id).toBe(prospectId);
    // The owner's password still works; the one typed here does not.
    expect((await login(owner.email)).accessToken).toBeTruthy();
    expect((await call('/public/customer/auth/login', { method: 'POST', json: { email: owner.email, password: 'Another123' } })).status).toBe(401);
  });

  it('gets answers that do not tell a taken address from a new one, cookies included', async () => {
    const fresh = browser();
    const freshAd = await newAd(fresh);
    const taken = browser();
    const takenAd = await newAd(taken);
    const owner = await createCustomer();
    const a = await personalData(fresh, freshAd.entityId, { ...PRIVATE_SELLER, email: uniqueEmail('fresh'), password: PASSWORD });
    const b = await personalData(taken, takenAd.entityId, { ...PRIVATE_SELLER, email: owner.email, password: PASSWORD });
    expect([a.status, b.status]).toEqual([200, 200]);
    const names = (response: Response) => Object.keys(setCookies(response)).sort();
    expect(names(b)).toEqual(names(a));
    const [freshBody, takenBody] = [await json<PersonalDataAnswer>(a), await json<PersonalDataAnswer>(b)];
    expect(takenBody.status).toBe(freshBody.status);
    expect(takenBody.product.editor.resumeStep).toBe(freshBody.product.editor.resumeStep);
  });

  it('must give an address and a password', async () => {
    const visitor = browser({ 'X-Locale': 'en' });
    const ad = await newAd(visitor);
    const prospectId = (await productRow(ad.entityId))?.customer_id ?? 0;
    const response = await personalData(visitor, ad.entityId, { ...PRIVATE_SELLER, email: uniqueEmail('nopass') });
    expect(response.status).toBe(400);
    const body = await json<ErrorAnswer>(response);
    expect(Object.keys(body.error.fields ?? {})).toEqual(['password']);
    expect(body.error.fields?.password).toBe('This is a mandatory field');
    expect(await customerRow(prospectId)).toMatchObject({ name: '', tac_accepted_at: null });
  });

  it('of a prospect whose address is pending is not taken over by another account signing in on the browser', async () => {
    const visitor = browser();
    const ad = await newAd(visitor);
    await personalData(visitor, ad.entityId, { ...PRIVATE_SELLER, email: uniqueEmail('pending'), password: PASSWORD });
    const prospectId = (await productRow(ad.entityId))?.customer_id ?? 0;
    const intruder = await login((await createCustomer()).email);
    expect((await getAd(asCustomer(intruder, visitor.headers), ad.entityId)).status).toBe(404);
    expect((await productRow(ad.entityId))?.customer_id).toBe(prospectId);
  });

  it('twice at the same moment for the same new address: both get the usual answer and one account holds it', async () => {
    const email = uniqueEmail('race');
    const [first, second] = [browser(), browser()];
    const [adA, adB] = [await newAd(first), await newAd(second)];
    const answers = await Promise.all([
      personalData(first, adA.entityId, { ...PRIVATE_SELLER, email, password: PASSWORD }),
      personalData(second, adB.entityId, { ...PRIVATE_SELLER, email, password: PASSWORD }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    for (const response of answers) expect((await json<PersonalDataAnswer>(response)).status).toBe('verification_sent');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email = ?').bind(email).first<{ n: number }>()).toEqual({ n: 1 });
  });
});

describe('the personal data themselves', () => {
  it('of a commercial seller in Germany need a VAT ID, and nothing is stored without it', async () => {
    const { id, caller } = await signedInSeller();
    const english = { ...caller, headers: { ...caller.headers, 'X-Locale': 'en' } };
    const ad = await newAd(caller);
    const commercial = { ...PRIVATE_SELLER, profileType: 'COMMERCIAL', company: 'Reisemobile Nord GmbH', street: 'Hafenstraße 5' };
    const response = await personalData(english, ad.entityId, commercial);
    expect(response.status).toBe(400);
    const body = await json<ErrorAnswer>(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.vatRegNo).toBe('This is a mandatory field');
    expect(await customerRow(id)).toMatchObject({ profile_type: 'PRIVATE', tac_accepted_at: null, commercial_company: null });
    const wrong = await personalData(english, ad.entityId, { ...commercial, vatRegNo: 'NL123456789B01' });
    expect((await json<ErrorAnswer>(wrong)).error.fields?.vatRegNo).toBe('Please enter a valid VAT ID for the selected country');
    const valid = await personalData(caller, ad.entityId, { ...commercial, vatRegNo: 'DE123456789' });
    expect(valid.status).toBe(200);
    expect(await customerRow(id)).toMatchObject({ profile_type: 'COMMERCIAL', vat_reg_no: 'DE123456789', commercial_company: 'Reisemobile Nord GmbH' });
  });

  it('of a signed-in seller are saved to the profile; the address of the account stays', async () => {
    const { id, email, caller } = await signedInSeller();
    const ad = await newAd(caller);
    const response = await personalData(caller, ad.entityId, { ...PRIVATE_SELLER, name: 'Bernd', city: 'Altona', email: uniqueEmail('other') });
    expect(response.status).toBe(200);
    expect((await json<PersonalDataAnswer>(response)).status).toBe('saved');
    const row = await customerRow(id);
    expect(row).toMatchObject({ email, name: 'Bernd', surname: 'Becker', city: 'Altona', zip_code: '20095', country: 'DE', profile_type: 'PRIVATE' });
    expect(row?.tac_accepted_at).not.toBeNull();
  });

  it('tell the editor whether the terms were accepted, so a seller coming back finds the box as the server stored it', async () => {
    const { caller } = await signedInSeller();
    const ad = await newAd(caller);
    expect(ad.editor.termsAccepted).toBe(false);
    const response = await personalData(caller, ad.entityId, PRIVATE_SELLER);
    expect((await json<PersonalDataAnswer>(response)).product.editor.termsAccepted).toBe(true);
    expect((await readAd(caller, ad.entityId)).editor.termsAccepted).toBe(true);
    // An anonymous prospect's acceptance is stored with the address waiting for its confirmation.
    const visitor = browser();
    const prospectAd = await newAd(visitor);
    expect(prospectAd.editor.termsAccepted).toBe(false);
    await personalData(visitor, prospectAd.entityId, { ...PRIVATE_SELLER, email: uniqueEmail('terms'), password: PASSWORD });
    expect((await readAd(visitor, prospectAd.entityId)).editor.termsAccepted).toBe(true);
  });

  it('need the terms accepted and a postcode of the country', async () => {
    const { caller } = await signedInSeller();
    const ad = await newAd(caller);
    const terms = await personalData(caller, ad.entityId, { ...PRIVATE_SELLER, acceptTerms: false });
    expect(terms.status).toBe(400);
    expect(Object.keys((await json<ErrorAnswer>(terms)).error.fields ?? {})).toEqual(['acceptTerms']);
    const zip = await personalData(caller, ad.entityId, { ...PRIVATE_SELLER, zipCode: '1234' });
    expect(zip.status).toBe(400);
    expect(Object.keys((await json<ErrorAnswer>(zip)).error.fields ?? {})).toEqual(['zipCode']);
  });

  it('are refused for someone else’s ad', async () => {
    const ad = await newAd(browser());
    expect((await personalData(browser(), ad.entityId, { ...PRIVATE_SELLER, email: uniqueEmail('x'), password: PASSWORD })).status).toBe(401);
    expect((await personalData((await signedInSeller()).caller, ad.entityId, PRIVATE_SELLER)).status).toBe(404);
  });
});
