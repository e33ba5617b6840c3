/**
 * The operator console in the browser: a seller submits an ad through the sell funnel; the demo operator signs in
 * with the second factor (TOTP), approves the ad, which the catalogue then shows as an upcoming auction; the operator
 * publishes a terms version that the demo dealer must accept before the next bid, and retitles a landing page in
 * German and English. Each console screen is checked with axe-core and photographed at laptop and phone width.
 */
import type { Page } from 'playwright-core';
import type { ProductCard } from '../domain/catalog.ts';
import type { AuctionSnapshot } from '../domain/auction/view.ts';
import { TOTP } from 'otpauth';
import { describe, expect, inject, it, vi } from 'vitest';
import { DEMO_OPERATOR_TOTP_SECRET } from '../scripts/seed/demo-accounts.ts';
import { expectAccessible } from './accessibility.ts';
import { linkFromMailbox, throughFunnel } from './sell-flow.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';
import { PDF, png } from './test-files.ts';
import { visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Camper2026!';

/** What the ad editor would send for a complete motorhome (the editor's own steps are the ad editor test's subject). */
const COMPLETE_MOTORHOME = {
  selects: { make: 'hymer', fuel: 'diesel', transmission: 'manual', hu_expired: 'yes', defects_exists: 'no', pickup_availability: 'now' },
  others: { model: 'B 678 Console', zipcode: '20095', description: 'Gepflegt, Nichtraucher, Garagenfahrzeug.' },
  datetimes: { first_registration: '2019-05-01' },
  ints: { mileage: 45000, power: 103, length: 6990, beds: 4, licensed_weight: 3500, minimum_price: 30000 },
};

async function signIn(page: Page, email: string): Promise<void> {
  await visit(page, `${baseUrl}/en/login`);
  await hydrated(page);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * Completes the anonymous seller's ad with the calls the editor makes (cookie session, CSRF header), confirms the
 * address from the local mailbox (which signs the seller in) and submits the ad for review.
 */
async function completeAndSubmit(page: Page, id: number, email: string): Promise<void> {
  const photos = [png(320, 240, [40, 110, 160]), png(320, 240, [200, 120, 40]), png(320, 240, [60, 150, 90])].map((file) => [...file]);
  const personal = { profileType: 'PRIVATE', name: 'Jonas', surname: 'Becker', email, password: 'Camper2026', zipCode: '10115', city: 'Berlin', country: 'DE', acceptTerms: true };
  const statuses = await page.evaluate(
    async ({ id, attributes, photos, pdf, personal }) => {
      const { csrfToken } = (await (await fetch('/public/auth/csrf-token')).json()) as { csrfToken: string };
      const send = async (path: string, init: RequestInit) => (await fetch(path, { ...init, headers: { 'X-CSRF-Token': csrfToken, 'X-Locale': 'en', ...init.headers } })).status;
      const json = { 'Content-Type': 'application/json' };
      const result = [await send(`/public/product/update/${id}`, { method: 'PUT', headers: json, body: JSON.stringify({ attributes }) })];
      for (const photo of photos) result.push(await send(`/public/product/${id}/images?section=exterior`, { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(photo) }));
      result.push(await send(`/public/product/${id}/documents?kind=registration_certificate&fileName=schein.pdf`, { method: 'POST', headers: { 'Content-Type': 'application/pdf' }, body: pdf }));
      result.push(await send(`/public/product/${id}/personal-data`, { method: 'PUT', headers: json, body: JSON.stringify(personal) }));
      return result;
    },
    { id, attributes: COMPLETE_MOTORHOME, photos, pdf: PDF, personal },
  );
  expect(statuses).toEqual([200, 201, 201, 201, 201, 200]);
  await visit(page, await linkFromMailbox(page, baseUrl, email));
  await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
  const submitted = await page.evaluate(async (id) => {
    const { csrfToken } = (await (await fetch('/public/auth/csrf-token')).json()) as { csrfToken: string };
    return (await fetch(`/private/product/submit/${id}`, { method: 'POST', headers: { 'X-CSRF-Token': csrfToken } })).status;
  }, id);
  expect(submitted).toBe(200);
}

async function accessToken(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/public/customer/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token-Transport': 'body' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The demo dealer bids the minimum next bid on a running demo auction; answers the refusal code, or null when accepted. */
async function dealerBid(): Promise<string | null> {
  const token = await accessToken('dealer@campermarkt24.test');
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const cards = ((await (await fetch(`${baseUrl}/public/catalog/search?page=1&itemsPerPage=60&status=running`)).json()) as { products: ProductCard[] }).products;
  const target = cards.find((card) => card.auctionId !== null);
  if (!target?.auctionId) throw new Error('no running demo auction');
  const snapshot = (await (await fetch(`${baseUrl}/public/auction/${target.auctionId}`, { headers })).json()) as AuctionSnapshot;
  const response = await fetch(`${baseUrl}/private/auction/${target.auctionId}/bid`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount: snapshot.minNextBid, requestId: crypto.randomUUID() }),
  });
  if (response.ok) return null;
  return ((await response.json()) as { error: { code: string } }).error.code;
}

/** Now in Europe/Berlin as a datetime-local value (YYYY-MM-DDTHH:mm). */
function berlinNow(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The current code of the demo operator's authenticator app. */
const currentCode = () => new TOTP({ secret: DEMO_OPERATOR_TOTP_SECRET, digits: 6, period: 30, algorithm: 'SHA1' }).generate();

async function settled(page: Page, shot: string): Promise<void> {
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/console-${shot}.png`, fullPage: true });
}

describe('operator console', () => {
  it('lets the operator pass the second factor, approve an ad from the sell funnel and publish terms the dealer must accept', async () => {
    // The seller lists a motorhome through the funnel and submits it.
    const sellerContext = await newClient(browser(), { viewport: LAPTOP, locale: 'en-US' });
    const seller = await sellerContext.newPage();
    const adId = await throughFunnel(seller, baseUrl);
    await completeAndSubmit(seller, adId, `console-seller-${Date.now()}@example.com`);
    await sellerContext.close();

    // The operator signs in; the console asks for the code of the authenticator app first.
    const context = await newClient(browser(), { viewport: LAPTOP, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signIn(page, 'operator@campermarkt24.test');
    await visit(page, `${baseUrl}/en/admin`);
    await hydrated(page);
    const codeField = page.getByLabel('Six-digit code');
    await codeField.waitFor();
    await settled(page, 'second-factor');
    await codeField.fill(currentCode());
    await codeField.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await settled(page, 'dashboard');

    // The ad waits in the review queue; the operator opens it by keyboard and approves it.
    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Ads under review', exact: true }).click();
    const open = page.getByRole('link', { name: /^Review .*B 678 Console/ }).first();
    await open.waitFor();
    await settled(page, 'ads-queue');
    await open.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Approve and publish' }).waitFor();
    await settled(page, 'ad-review');
    // On a phone the ad's page fits the screen (settled measures it) and its values wrap between words only.
    await page.setViewportSize(PHONE);
    await settled(page, 'ad-review-phone');
    await page.setViewportSize(LAPTOP);
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    // The decision ends on the queue, which says what was done. The ad's own page says it first, while the queue
    // reloads: moving on from there raced the console's way back to the queue (issue 21, item 9).
    await page.waitForURL((url) => url.pathname === '/en/admin/ads' && url.searchParams.get('decided') === 'approved');
    await page.getByRole('status').filter({ hasText: 'The ad has been published and its auction scheduled.' }).waitFor();
    // The queue below the notice no longer lists the ad it reports on.
    expect(await page.locator(`a[href$="/admin/ads/${adId}"]`).count()).toBe(0);

    // The catalogue shows it as an upcoming auction (or already running, when its slot starts at once), as soon as the
    // effects queue has projected the publication.
    await vi.waitFor(
      async () => {
        const listed = await fetch(`${baseUrl}/public/catalog/get/${adId}`);
        expect(listed.status).toBe(200);
        expect(['published', 'running']).toContain(((await listed.json()) as { status: string }).status);
      },
      { timeout: 15_000, interval: 100 },
    );

    // Terms that start now: the demo dealer's next bid is refused until they accept them.
    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Content', exact: true }).click();
    const publish = page.getByRole('button', { name: 'Publish terms version' });
    await publish.waitFor();
    await page.getByLabel(/^Title/).first().fill('Terms of trade, December edition');
    await page.getByLabel(/^What has changed/).first().fill('Pick-up within 10 working days.');
    await page.getByLabel(/^Text/).first().fill('These terms apply to every purchase on the platform.');
    await settled(page, 'content');
    // The start is this minute (Berlin time), entered just before publishing: "at once".
    await page.getByLabel('Valid from (Berlin time)').fill(berlinNow());
    await publish.click();
    await page.getByText('The terms version has been published.').waitFor();
    expect(await dealerBid()).toBe('terms_not_accepted');

    // The dealer signs in (their account speaks German), accepts the new terms in their dialog, and bids again.
    const dealerContext = await newClient(browser(), { viewport: LAPTOP, locale: 'en-US' });
    const dealer = await dealerContext.newPage();
    await signIn(dealer, 'dealer@campermarkt24.test');
    const accept = dealer.getByRole('button', { name: 'AGB akzeptieren' });
    await accept.waitFor();
    expect(await dealer.getByRole('dialog').textContent()).toContain('Terms of trade, December edition');
    await accept.click();
    await accept.waitFor({ state: 'detached' });
    expect(await dealerBid()).not.toBe('terms_not_accepted');
    await dealerContext.close();

    // A landing page in two languages: the operator retitles the German and the English version.
    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Landing pages and blog', exact: true }).click();
    for (const [current, next] of [
      ['Wohnmobil verkaufen vor der Saison', 'Wohnmobil verkaufen im Winter'],
      ['Sell your motorhome before the season', 'Sell your motorhome in winter'],
    ] as const) {
      await page.getByRole('button', { name: current, exact: true }).click();
      const title = page.getByLabel('Title', { exact: true });
      await title.waitFor();
      await title.fill(next);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: next, exact: true }).waitFor();
    }
    await settled(page, 'landing-pages');
    for (const [path, heading] of [
      ['/lp/sommer-aktion', 'Wohnmobil verkaufen im Winter'],
      ['/en/lp/summer-offer', 'Sell your motorhome in winter'],
    ] as const) {
      await visit(page, `${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the operator in with a recovery code on a phone, in German, with the dashboard and a queue usable there', async () => {
    const context = await newClient(browser(), { viewport: PHONE, locale: 'de-DE' });
    const page = await context.newPage();
    await signIn(page, 'operator@campermarkt24.test');
    await visit(page, `${baseUrl}/admin`);
    await hydrated(page);
    await page.getByLabel('Sechsstelliger Code').waitFor();
    await settled(page, 'second-factor-phone');
    // A recovery code instead of the app (the first test used the current code of this time step already).
    await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
    const recovery = page.getByLabel('Wiederherstellungscode', { exact: true });
    await recovery.fill('demo-recovery-02');
    await recovery.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await settled(page, 'dashboard-phone');
    await page.getByRole('navigation', { name: 'Bereiche der Konsole' }).getByRole('link', { name: 'Händler in Prüfung', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Händler in Prüfung' }).waitFor();
    await settled(page, 'dealers-phone');
    // The table is wider than the phone: it says so, and its frame is a named region a keyboard can scroll.
    const table = page.getByRole('region', { name: 'In Prüfung' });
    await table.waitFor();
    expect(await table.getAttribute('tabindex')).toBe('0');
    expect(await page.getByText('Die Tabelle ist breiter als der Bildschirm').isVisible()).toBe(true);
    // An ad under review in German: its facts stand one below the other, whole words ("Wohnmobil", dates) unbroken.
    await page.getByRole('navigation', { name: 'Bereiche der Konsole' }).getByRole('link', { name: 'Anzeigen in Prüfung', exact: true }).click();
    const review = page.locator('a[href*="/admin/ads/"]').first();
    await review.waitFor();
    await settled(page, 'ads-queue-phone');
    await review.click();
    await page.getByRole('button', { name: 'Freigeben und veröffentlichen' }).waitFor();
    await settled(page, 'ad-review-phone-de');
    const kind = page.locator('.console-facts dd').filter({ hasText: /^(Wohnmobil|Wohnwagen \/ Anhänger)$/ }).first();
    const box = await kind.boundingBox();
    // One line high (under two font sizes): the word was not broken inside.
    const fontSize = Number.parseFloat(await kind.evaluate((element) => getComputedStyle(element).fontSize));
    expect(box?.height ?? Infinity).toBeLessThan(2 * fontSize);
    await context.close();
  });

  it('asks a signed-out visitor to sign in as an operator, not as a customer, in German and English', async () => {
    const context = await newClient(browser(), { viewport: PHONE, locale: 'de-DE' });
    const page = await context.newPage();
    for (const [path, title, text, button, signup] of [
      ['/admin', 'Betriebskonsole', 'Melden Sie sich mit Ihrem Betreiberkonto an.', 'Als Betreiber anmelden', 'Kostenlos registrieren'],
      ['/en/admin/ads', 'Operations console', 'Sign in with your operator account.', 'Sign in as an operator', 'Register for free'],
    ] as const) {
      await visit(page, `${baseUrl}${path}`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.locator('main').textContent()).toContain(text);
      await page.getByRole('link', { name: button }).waitFor();
      expect(await page.getByRole('link', { name: signup }).count()).toBe(0);
      await settled(page, `signed-out-${path.replaceAll('/', '-')}`);
    }
    await context.close();
  });
});
