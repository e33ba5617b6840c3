/** The ad-submitted and continue-your-ad mails against real D1: recipients, language, links, and what they must not reveal. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import { createDb } from '../../worker/db/client.ts';
import { sendAdContinueOwnerMail, sendAdSubmittedMail } from '../../worker/services/ads/ad-mails.ts';
import { createCustomer, uniqueEmail } from './accounts-helpers.ts';

interface AdInput {
  sellerId: number;
  status?: string;
  make?: string;
  model?: string;
  deletedAt?: number;
}

/** An ad with details that must never reach a stranger's inbox (city, zip, mileage, description, price). */
async function insertAd(input: AdInput): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, model, first_registration_year, first_registration_month, mileage,
      zip_code, city, country, status, description, minimum_price, deleted_at)
     VALUES (?, 'motorhome', ?, ?, 2017, 4, 98765, '42103', 'Wuppertal', 'DE', ?, 'Garage kept, spare key in the glovebox', 31337, ?) RETURNING id`,
  )
    .bind(input.sellerId, input.make ?? 'Carthago', input.model ?? 'C-Tourer', input.status ?? 'review', input.deletedAt ?? null)
    .first<{ id: number }>();
  if (!row) throw new Error('ad not inserted');
  return row.id;
}

async function insertProspect(email: string): Promise<number> {
  const row = await env.DB.prepare(`INSERT INTO customers (email, name, segmentation) VALUES (?, '', 'prospect') RETURNING id`)
    .bind(email)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function mails(to: string) {
  const rows = await env.DB.prepare('SELECT kind, locale, subject, html, text FROM mail_outbox WHERE recipient = ? ORDER BY id')
    .bind(to)
    .all<{ kind: string; locale: string; subject: string; html: string; text: string }>();
  return rows.results;
}

const db = () => createDb(env.DB);
const prospectAddress = () => uniqueEmail('visitor').replace('@example.com', '@prospect.invalid');

describe('ad submitted mail', () => {
  it('confirms the submission in German with the link to my vehicles', async () => {
    const seller = await createCustomer();
    const id = await insertAd({ sellerId: seller.id });
    expect(await sendAdSubmittedMail(env, db(), id)).toBe(true);
    const [mail, ...more] = await mails(seller.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'ad_submitted', locale: 'de', subject: 'Ihr Inserat ist eingegangen und wird geprüft' });
    expect(mail?.text).toContain('Ihr Inserat „Carthago C-Tourer“ ist bei uns eingegangen.');
    expect(mail?.text).toContain('innerhalb von 24 Stunden – auch am Wochenende');
    expect(mail?.text).toContain(`Zu meinen Fahrzeugen:\nhttp://localhost:8787${pathFor('account-my-vehicles', 'de', {}, { kind: 'prefix' })}\n`);
  });

  it('writes in the seller language with links on the country domain', async () => {
    const seller = await createCustomer({ language: 'en' });
    const id = await insertAd({ sellerId: seller.id });
    expect(await sendAdSubmittedMail({ ...env, PUBLIC_ORIGIN: 'https://campermarkt24.nl' }, db(), id)).toBe(true);
    const [mail] = await mails(seller.email);
    expect(mail).toMatchObject({ kind: 'ad_submitted', locale: 'en' });
    expect(mail?.text.split('\n')).toContain(`https://campermarkt24.com${pathFor('account-my-vehicles', 'en', {}, { kind: 'domain', locale: 'en' })}`);
  });

  it('sends nothing for a prospect placeholder address or a deleted ad', async () => {
    const placeholder = prospectAddress();
    const prospectAd = await insertAd({ sellerId: await insertProspect(placeholder) });
    const seller = await createCustomer();
    const deletedAd = await insertAd({ sellerId: seller.id, deletedAt: Date.now() });
    expect(await sendAdSubmittedMail(env, db(), prospectAd)).toBe(false);
    expect(await sendAdSubmittedMail(env, db(), deletedAd)).toBe(false);
    expect(await mails(placeholder)).toEqual([]);
    expect(await mails(seller.email)).toEqual([]);
  });
});

describe('continue-ad mail to an existing account', () => {
  it('tells the account holder in their language how to continue, naming only the title', async () => {
    const holder = await createCustomer({ language: 'nl' });
    const id = await insertAd({ sellerId: await insertProspect(prospectAddress()), status: 'editing' });
    expect(await sendAdContinueOwnerMail(env, db(), { productId: id, email: ` ${holder.email.toUpperCase()} ` })).toBe(true);
    const [mail, ...more] = await mails(holder.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'ad_continue_owner', locale: 'nl', subject: 'Er is een advertentie begonnen met je e-mailadres' });
    expect(mail?.text).toContain('begonnen aan een advertentie voor “Carthago C-Tourer”');
    expect(mail?.text).toContain('Log dan in op hetzelfde apparaat');
    expect(mail?.text.split('\n')).toContain(`http://localhost:8787${pathFor('ad-continue-id', 'nl', { id: String(id) }, { kind: 'prefix' })}`);
    for (const detail of ['Wuppertal', '42103', '98765', 'glovebox', '31337', '2017']) {
      expect(mail?.text).not.toContain(detail);
      expect(mail?.html).not.toContain(detail);
    }
  });

  it('uses the generic wording when the ad has no title yet', async () => {
    const holder = await createCustomer();
    const id = await insertAd({ sellerId: await insertProspect(prospectAddress()), status: 'editing', make: '', model: '' });
    expect(await sendAdContinueOwnerMail(env, db(), { productId: id, email: holder.email })).toBe(true);
    const [mail] = await mails(holder.email);
    expect(mail?.text).toContain('begonnen, ein Fahrzeug zu inserieren.');
    expect(mail?.text).not.toContain('„“');
  });

  it('sends nothing for an address without an account or an unknown ad', async () => {
    const unknown = uniqueEmail('nobody');
    const holder = await createCustomer();
    const id = await insertAd({ sellerId: await insertProspect(prospectAddress()), status: 'editing' });
    expect(await sendAdContinueOwnerMail(env, db(), { productId: id, email: unknown })).toBe(false);
    expect(await sendAdContinueOwnerMail(env, db(), { productId: id + 1_000_000, email: holder.email })).toBe(false);
    expect(await mails(unknown)).toEqual([]);
    expect(await mails(holder.email)).toEqual([]);
  });
});
