/** PUT/GET of the free valuation: drafts by visitors and customers, submission, the duplicate address, races, bad input. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../worker/lib/crypto.ts';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { freezeClock, freshIp, ipSubject, leaveOne } from './abuse-helpers.ts';
import { uniqueEmail } from './accounts-helpers.ts';
import { browser, type ErrorAnswer, mailsTo, productRow, signedInSeller } from './ads-helpers.ts';
import { json } from './helpers.ts';
import { contact, getValuation, MOTORHOME, putValuation, saveDraft, submitted, type ValuationAnswer, valuationRow } from './valuation-helpers.ts';

const prospectOf = (visitor: string) =>
  env.DB.prepare("SELECT id FROM customers WHERE visitor_uuid = ? AND segmentation = 'prospect'").bind(visitor).first<{ id: number }>();

describe('drafts', () => {
  it('creates a visitor valuation whose vehicle is an ad in editing of their prospect, and updates it in place', async () => {
    const visitor = browser();
    const first = await saveDraft(visitor);
    expect(first.valuate_my_vehicle).toMatchObject({ status: 'editing', step: 1, steps: 2, reportPath: null, range: null, estimate: null });
    expect(first.product).toMatchObject({ ...MOTORHOME, equipment: ['awning', 'solar_panel'] });
    expect(first.customer).toEqual({ email: null, signedIn: false });
    expect(first.tracking_status).toBe('editing');
    const prospect = await prospectOf(visitor.visitor);
    const row = await productRow(first.product.entityId);
    expect(row).toMatchObject({ customer_id: prospect?.id, status: 'editing', make: 'Hymer', make_code: 'hymer', model: 'B 678 DL', funnel: 'valuation' });

    // The next step: a changed model and the contact details; same valuation, same vehicle.
    const second = await saveDraft(visitor, { productType: 'motorhome', model: 'B 690' }, { step: 2, name: 'Erika', email: ' Erika@Example.COM ' });
    expect(second.product.entityId).toBe(first.product.entityId);
    expect(second.product).toMatchObject({ make: 'Hymer', model: 'B 690', mileage: 62_000 });
    expect(second.valuate_my_vehicle).toMatchObject({ step: 2, name: 'Erika', email: 'erika@example.com' });
    const read = await json<ValuationAnswer>(await getValuation(visitor));
    expect(read).toEqual(second);
  });

  it('keeps a make outside the list as "other" with its name, and a customer\'s valuation on their account', async () => {
    const seller = await signedInSeller();
    const caller = { scope: 'public' as const, headers: seller.caller.headers };
    const answer = await saveDraft(caller, { productType: 'trailer', make: 'Kip', model: 'Shelter', firstRegistrationYear: 2012, lengthMm: 5200, zipCode: '20095' });
    expect(answer.product).toMatchObject({ productType: 'trailer', make: 'Kip', lengthMm: 5200 });
    expect(answer.valuate_my_vehicle.steps).toBe(3);
    expect(answer.customer).toEqual({ email: seller.email, signedIn: true });
    expect(await productRow(answer.product.entityId)).toMatchObject({ customer_id: seller.id, make_code: 'other', make: 'Kip' });
  });

  it('answers 404 to a caller without a valuation', async () => {
    const response = await getValuation(browser());
    expect(response.status).toBe(404);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('valuation_not_found');
  });
});

describe('submission', () => {
  it('issues a report key, stores the estimate, tells the seller by message and mail, and locks the valuation', async () => {
    const visitor = browser({ 'X-Locale': 'en' });
    const email = uniqueEmail('report');
    const answer = await submitted(visitor, email);
    expect(answer.valuate_my_vehicle).toMatchObject({ status: 'under_review', step: 2, email, range: null, estimate: null, valuatedAt: null });
    expect(answer.valuate_my_vehicle.submittedAt).not.toBeNull();
    expect(answer.valuate_my_vehicle.reportPath).toBe(`/en/valuate-my-motorhome/your-valuation/${answer.key}`);

    const row = await valuationRow(answer.product.entityId);
    expect(row?.report_key_hash).toBe(await sha256Hex(answer.key));
    expect(row?.report_key_sealed).not.toContain(answer.key);
    expect(row?.locale).toBe('en');
    expect(JSON.parse(row?.estimate ?? 'null')).toHaveProperty('state');

    const messages = await env.DB.prepare('SELECT kind, cta, group_key, params FROM messages WHERE customer_id = ?').bind(row?.customer_id).all<{ kind: string; cta: string; group_key: string; params: string }>();
    expect(messages.results).toHaveLength(1);
    expect(messages.results[0]).toMatchObject({ kind: 'valuation_received', cta: 'read_me', group_key: `ad-${answer.product.entityId}` });
    expect(JSON.parse(messages.results[0]?.params ?? '{}')).toEqual({ title: 'Hymer B 678 DL', valuationId: row?.id });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => [mail.kind, mail.locale])).toEqual([['valuation_received', 'en']]);
    expect(mails[0]?.text).toContain(`/your-valuation/${answer.key}`);

    const again = await putValuation(visitor, { product: { productType: 'motorhome', model: 'Changed' }, valuate_my_vehicle: { step: 1 } });
    expect(again.status).toBe(409);
    expect((await json<ErrorAnswer>(again)).error.code).toBe('valuation_not_editable');
    expect((await productRow(answer.product.entityId))?.model).toBe('B 678 DL');
  });

  it('refuses an incomplete submission with every missing field, and stores nothing of that call', async () => {
    const visitor = browser();
    const draft = await saveDraft(visitor, { productType: 'motorhome', make: 'Knaus' });
    const response = await putValuation(visitor, { product: { productType: 'motorhome', model: 'Sky TI' }, valuate_my_vehicle: { submit: true, email: 'not-an-address' } });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorAnswer>(response);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      ['product.firstRegistrationYear', 'product.zipCode', 'valuate_my_vehicle.acceptedPrivacy', 'valuate_my_vehicle.email', 'valuate_my_vehicle.name'].sort(),
    );
    const row = await valuationRow(draft.product.entityId);
    expect(row).toMatchObject({ status: 'editing', email: null });
    expect((await productRow(draft.product.entityId))?.model).toBe('');
  });

  it('refuses a second valuation with a submitted address: 409, a mail to that address with its report, nothing changed', async () => {
    const email = uniqueEmail('first');
    const original = await submitted(browser(), email);
    const other = browser({ 'X-Locale': 'en' });
    const draft = await saveDraft(other);
    const attempt = () => putValuation(other, { product: MOTORHOME, valuate_my_vehicle: { ...contact(email.toUpperCase()), step: 2, submit: true } });
    const response = await attempt();
    expect(response.status).toBe(409);
    const { error } = await json<ErrorAnswer>(response);
    expect(error.code).toBe('valuation_email_used');
    expect(error.message).toContain('already submitted');
    expect(await valuationRow(draft.product.entityId)).toMatchObject({ status: 'editing', email: null, report_key_hash: null });
    const used = (await mailsTo(email)).filter((mail) => mail.kind === 'valuation_email_used');
    expect(used).toHaveLength(1);
    expect(used[0]?.text).toContain(original.key);

    // Strangers typing the address cannot flood that inbox: at most 3 of these mails an hour.
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(409);
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'valuation_email_used')).toHaveLength(3);
  });

  it('lets exactly one of two simultaneous submits through', async () => {
    const visitor = browser();
    const draft = await saveDraft(visitor);
    const email = uniqueEmail('race');
    const body = { product: MOTORHOME, valuate_my_vehicle: { ...contact(email), step: 2, submit: true } };
    const responses = await Promise.all([putValuation(visitor, body), putValuation(visitor, body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409);
    expect((await json<ErrorAnswer>(refused as Response)).error.code).toBe('valuation_not_editable');
    expect((await valuationRow(draft.product.entityId))?.status).toBe('under_review');
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'valuation_received')).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses invalid fields with 400 naming each, and creates nothing', async () => {
    const visitor = browser();
    const response = await putValuation(visitor, {
      product: { productType: 'motorhome', mileage: -5, fuel: 'coal', zipCode: '<b>', equipment: ['jacuzzi'], firstRegistrationYear: 2999 },
      valuate_my_vehicle: { step: 1, desiredPrice: 'lots' },
    });
    expect(response.status).toBe(400);
    const fields = Object.keys((await json<ErrorAnswer>(response)).error.fields ?? {});
    for (const field of ['product.mileage', 'product.fuel', 'product.zipCode', 'product.equipment.0', 'product.firstRegistrationYear', 'valuate_my_vehicle.desiredPrice']) {
      expect(fields).toContain(field);
    }
    expect(await prospectOf(visitor.visitor)).toBeNull();

    const wrongStep = await putValuation(visitor, { product: MOTORHOME, valuate_my_vehicle: { step: 3 } });
    expect(wrongStep.status).toBe(400);
    const wrongZip = await putValuation(visitor, { product: { ...MOTORHOME, zipCode: '123' }, valuate_my_vehicle: {} });
    expect(wrongZip.status).toBe(400);
    expect(Object.keys((await json<ErrorAnswer>(wrongZip)).error.fields ?? {})).toEqual(['product.zipCode']);
    expect(await prospectOf(visitor.visitor)).toBeNull();
  });

  it('stores hostile text as text and answers it as data', async () => {
    const visitor = browser();
    const hostile = `<script>alert(1)</script>' OR 1=1 --`;
    const answer = await saveDraft(visitor, { productType: 'motorhome', model: hostile }, { name: hostile });
    expect(answer.product.model).toBe(hostile);
    expect(answer.valuate_my_vehicle.name).toBe(hostile);
  });
});

describe('creation limit', () => {
  freezeClock();

  it('refuses a new valuation over the per-client limit with 429, creating nothing; drafts of an existing one go on', async () => {
    const ip = freshIp();
    await leaveOne(ABUSE_LIMITS.valuationCreate, ipSubject(ip), 0);
    const first = browser({ 'CF-Connecting-IP': ip });
    const draft = await saveDraft(first);
    const second = browser({ 'CF-Connecting-IP': ip });
    const refused = await putValuation(second, { product: MOTORHOME, valuate_my_vehicle: { step: 1 } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).not.toBeNull();
    expect(await prospectOf(second.visitor)).toBeNull();
    expect((await saveDraft(first, { productType: 'motorhome', model: 'Next' })).product.entityId).toBe(draft.product.entityId);
  });
});
