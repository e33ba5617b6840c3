import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '../../domain/routes.ts';
import type { SavedSearch } from '../../domain/saved-searches.ts';
import worker from '../../worker/index.ts';
import { renderMail } from '../../worker/mail/templates.ts';
import { notifySavedSearches } from '../../worker/services/saved-search-alerts.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { insertListing } from './listing-fixtures.ts';

interface OutboxRow {
  kind: string;
  locale: string;
  subject: string;
  html: string;
  text: string;
}

let sellerId: number;

beforeAll(async () => {
  sellerId = (await createCustomer()).id;
});

/** A customer with a session and a saved search for one make (unique per test, so tests never meet). */
async function searcher(makeCode: string, options: { notify?: boolean; locale?: string; name?: string } = {}) {
  const customer = await createCustomer();
  const session = await login(customer.email);
  const response = await call('/private/customer/searches/create', {
    method: 'POST',
    headers: { ...bearer(session), ...(options.locale ? { 'X-Locale': options.locale } : {}) },
    json: { name: options.name ?? `Suche ${makeCode}`, query: `make=${makeCode}`, notify: options.notify ?? true },
  });
  expect(response.status).toBe(201);
  return { email: customer.email, session, search: await json<SavedSearch>(response) };
}

async function mails(to: string): Promise<OutboxRow[]> {
  const rows = await env.DB.prepare('SELECT kind, locale, subject, html, text FROM mail_outbox WHERE recipient = ? ORDER BY id').bind(to).all<OutboxRow>();
  return rows.results;
}

const run = () => notifySavedSearches(env, new Date());

describe('saved-search alerts', () => {
  it('mails a new match exactly once, never the listings that matched when the search was saved', async () => {
    await insertListing({ sellerId, make: 'Dethleffs', makeCode: 'dethleffs', model: 'Old' });
    const { email, search } = await searcher('dethleffs');
    await run();
    expect(await mails(email)).toEqual([]);

    await insertListing({ sellerId, make: 'Dethleffs', makeCode: 'dethleffs', model: 'Trend T 7057', year: 2019, mileage: 45000 });
    await run();
    const [mail, ...more] = await mails(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'saved_search_matches', locale: 'de', subject: 'Neue Treffer für Ihre Suche „Suche dethleffs“' });
    expect(mail?.text).toContain('ein neues Fahrzeug passt zu Ihrer gespeicherten Suche „Suche dethleffs“:');
    expect(mail?.text).toContain('- Dethleffs Trend T 7057 · 2019 · 45.000 km');
    expect(mail?.text).not.toContain('Dethleffs Old');
    expect(mail?.text.split('\n')).toContain(`http://localhost:8787${catalogPath('de')}?${search.query}`);
    expect(mail?.text.split('\n')).toContain('http://localhost:8787/a/merchant-area/searches');

    await run();
    expect(await mails(email)).toHaveLength(1);
  });

  it('sends nothing for paused searches, searches without notification, non-matching or finished listings', async () => {
    const paused = await searcher('eriba');
    await call(`/private/customer/searches/update/${paused.search.id}`, { method: 'PUT', headers: bearer(paused.session), json: { status: 'paused' } });
    const silent = await searcher('frankia', { notify: false });
    const other = await searcher('laika');
    await insertListing({ sellerId, make: 'Eriba', makeCode: 'eriba' });
    await insertListing({ sellerId, make: 'Frankia', makeCode: 'frankia' });
    await insertListing({ sellerId, make: 'Laika', makeCode: 'laika', status: 'sold' });
    await insertListing({ sellerId, make: 'Laika', makeCode: 'laika', status: 'editing' });
    await insertListing({ sellerId, make: 'Morelo', makeCode: 'morelo' });
    await run();
    for (const { email } of [paused, silent, other]) expect(await mails(email)).toEqual([]);
  });

  it('announces after resuming or switching alerts on only what appears from then on', async () => {
    const { email, session, search } = await searcher('tabbert', { notify: false });
    const change = (json: unknown) => call(`/private/customer/searches/update/${search.id}`, { method: 'PUT', headers: bearer(session), json });
    await insertListing({ sellerId, make: 'Tabbert', makeCode: 'tabbert', model: 'While off' });
    expect((await change({ notify: true, status: 'paused' })).status).toBe(200);
    await insertListing({ sellerId, make: 'Tabbert', makeCode: 'tabbert', model: 'While paused' });
    expect((await change({ status: 'active' })).status).toBe(200);
    await run();
    expect(await mails(email)).toEqual([]);
    await insertListing({ sellerId, make: 'Tabbert', makeCode: 'tabbert', model: 'Fresh' });
    await run();
    const [mail, ...more] = await mails(email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('- Tabbert Fresh');
    expect(mail?.text).not.toContain('While');
  });

  it('never mails twice when runs overlap', async () => {
    const { email } = await searcher('malibu');
    await insertListing({ sellerId, make: 'Malibu', makeCode: 'malibu' });
    await Promise.all([run(), run(), run()]);
    expect(await mails(email)).toHaveLength(1);
  });

  it('writes in the search language with links on its country domain, listing at most ten titles', async () => {
    const { email, search } = await searcher('rapido', { locale: 'en', name: 'Rapido <script>' });
    for (let i = 0; i < 12; i += 1) await insertListing({ sellerId, make: 'Rapido', makeCode: 'rapido', model: `M${i}` });
    await notifySavedSearches({ ...env, PUBLIC_ORIGIN: 'https://campermarkt24.nl' }, new Date());
    const [mail] = await mails(email);
    expect(mail).toMatchObject({ locale: 'en', subject: 'New matches for your search “Rapido <script>”' });
    expect(mail?.text).toContain('12 new vehicles match your saved search “Rapido <script>”:');
    expect(mail?.text.match(/^- Rapido M\d+ ·/gm)).toHaveLength(10);
    expect(mail?.text.split('\n')).toContain(`https://campermarkt24.com${catalogPath('en')}?${search.query}`);
    expect(mail?.html).toContain('Rapido &lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('runs from the scheduled handler', async () => {
    const { email } = await searcher('pilote');
    await insertListing({ sellerId, make: 'Pilote', makeCode: 'pilote' });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await mails(email)).toHaveLength(1);
  });
});

describe('alert and share mails', () => {
  it('choose the plural form of each language', () => {
    const text = (locale: 'pl' | 'cs' | 'de', count: number) => renderMail('saved_search_matches', locale, { name: 'A', count, values: { search: 'S' } }).text;
    expect(text('pl', 3)).toContain('pasują 3 nowe pojazdy');
    expect(text('pl', 5)).toContain('pasuje 5 nowych pojazdów');
    expect(text('cs', 2)).toContain('odpovídají 2 nová vozidla');
    expect(text('de', 1)).toContain('ein neues Fahrzeug passt');
  });

  it('escape list items and values, and keep the footer link to http(s)', () => {
    const mail = renderMail('saved_search_matches', 'de', {
      name: 'Eve',
      count: 1,
      values: { search: 'Treffer\n<b>' },
      items: ['<img src=x onerror=alert(1)>'],
      link: 'https://campermarkt24.de/wohnmobil-kaufen?make=hymer',
      footerLink: 'https://campermarkt24.de/a/merchant-area/searches',
    });
    expect(mail.html).toContain('<li style="margin:0 0 6px;">&lt;img src=x onerror=alert(1)&gt;</li>');
    expect(mail.html).toContain('„Treffer &lt;b&gt;“');
    expect(mail.html).toContain('href="https://campermarkt24.de/a/merchant-area/searches"');
    expect(mail.text).toContain('Gespeicherte Suchen verwalten:\nhttps://campermarkt24.de/a/merchant-area/searches\n');
    const hostile = renderMail('saved_search_matches', 'de', { name: 'Eve', footerLink: 'javascript:alert(1)' });
    expect(hostile.html).not.toContain('javascript:');
    expect(hostile.text).not.toContain('Gespeicherte Suchen verwalten');
  });

  it('share the listing link with its owner', () => {
    const mail = renderMail('share_with_owner', 'en', { name: 'Anna', values: { title: 'Hymer B 678' }, link: 'https://campermarkt24.com/caravan/12' });
    expect(mail.text).toContain('Here is the link to your listing “Hymer B 678”.');
    expect(mail.text).toContain('View listing:\nhttps://campermarkt24.com/caravan/12\n');
    expect(mail.text).toContain('someone on CamperMarkt24 asked to share the page of your listing');
  });
});

/** The catalogue's localized path, read from the route table the worker uses. */
const catalogPath = (locale: 'de' | 'en'): string => localizedPath('catalog', locale);
