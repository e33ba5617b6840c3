/**
 * The market price beside a vehicle in the browser: an approved dealer sees the range, the count and the comparables'
 * key data on the product page (English at desktop width, German at phone width, "too few" where the demo has too
 * few comparables), and a seller sees the same range on their own ad.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { MarketPrice } from '../domain/market-price.ts';
import type { MyAd } from '../domain/ad-editor/my-ad.ts';
import type { Locale } from '../domain/locales.ts';
import { pathFor } from '../domain/routes.ts';
import { expectAccessible } from './accessibility.ts';
import { screenshot, type VIEWPORTS, visit } from './browser.ts';
import { accessToken, apiCall, DEALERS, listings, SELLERS, signedIn } from './demo-parties.ts';
import { hydrated, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

interface Answer {
  marketPrice: MarketPrice;
  comparables: unknown[];
}

/** Public listings (running or about to start) with their market price, as the first demo dealer is answered. */
async function pricedListings(): Promise<{ id: number; answer: Answer }[]> {
  const token = await accessToken(baseUrl, DEALERS[0]);
  const cards = [...(await listings(baseUrl, 'running')), ...(await listings(baseUrl, 'published'))].slice(0, 30);
  return Promise.all(cards.map(async (card) => ({ id: card.entityId, answer: await apiCall<Answer>(baseUrl, `/private/product/${card.entityId}/market-price`, token) })));
}

async function openProduct(page: Page, locale: Locale, id: number): Promise<void> {
  await visit(page, `${baseUrl}${pathFor('catalog-product-id', locale, { id: String(id) })}`, { waitUntil: 'networkidle' });
  await hydrated(page);
}

async function dealerView(locale: Locale, viewport: keyof typeof VIEWPORTS, id: number) {
  const session = await signedIn(browser(), baseUrl, DEALERS[0], viewport);
  await openProduct(session.page, locale, id);
  return session;
}

describe('market price on the product page', () => {
  it('shows a dealer the range, the number of comparables and their key data (English, desktop)', async () => {
    const priced = await pricedListings();
    const withRange = priced.find((item) => item.answer.marketPrice.status === 'ok');
    if (!withRange || withRange.answer.marketPrice.status !== 'ok') throw new Error('no demo listing with a market price range');
    const { context, page, errors } = await dealerView('en', 'desktop', withRange.id);
    const panel = page.getByRole('region', { name: 'Market price' });
    await expect.poll(() => panel.locator('.market-price__range').textContent()).toContain(`from ${withRange.answer.marketPrice.comparables} comparable sales`);
    const range = (await panel.locator('.market-price__range strong').textContent()) ?? '';
    expect(range.replace(/\D+/g, ' ').trim().split(' ').map(Number).filter(Boolean).length).toBeGreaterThanOrEqual(2);
    await panel.getByText(/Show the comparable sales/).click();
    await expect.poll(() => panel.locator('.market-price__item').count()).toBe(withRange.answer.comparables.length);
    await expect.poll(() => panel.locator('.market-price__item a').count()).toBe(0);
    await expectAccessible(page);
    // Full-page shots from the top, so the sticky header sits where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'market-price-dealer-desktop-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says honestly when there are too few comparables (German, phone)', async () => {
    const priced = await pricedListings();
    const tooFew = priced.find((item) => item.answer.marketPrice.status === 'too_few');
    if (!tooFew) throw new Error('no demo listing with too few comparables');
    const { context, page, errors } = await dealerView('de', 'mobile', tooFew.id);
    const panel = page.getByRole('region', { name: 'Marktpreis' });
    await expect.poll(() => panel.locator('.market-price__too-few').textContent()).toContain('Zu wenige vergleichbare Verkäufe');
    await panel.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshot(page, 'market-price-dealer-phone-de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the seller the range on their own ad, and nobody else without a dealer account', async () => {
    let own: MyAd | undefined;
    let sellerEmail = '';
    let ownIds = new Set<number>();
    for (const email of SELLERS) {
      const token = await accessToken(baseUrl, email);
      const ads = await apiCall<{ products: MyAd[] }>(baseUrl, '/private/customer/products/get?page=1&itemsPerPage=50', token);
      own = ads.products.find((ad) => ad.status === 'running' || ad.status === 'published');
      sellerEmail = email;
      ownIds = new Set(ads.products.map((ad) => ad.entityId));
      if (own) break;
    }
    if (!own) throw new Error('no demo seller with a public ad');
    const { context, page, errors } = await signedIn(browser(), baseUrl, sellerEmail, 'desktop');
    await openProduct(page, 'en', own.entityId);
    const panel = page.getByRole('region', { name: 'Market price' });
    await expect.poll(() => panel.textContent()).toMatch(/comparable sales/);
    await expect.poll(() => panel.getByText('a guide for your minimum price', { exact: false }).count()).toBe(1);
    await expectAccessible(page);
    // Full-page shots from the top, so the sticky header sits where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'market-price-seller-desktop-en');
    expect(errors).toEqual([]);

    // Another seller's ad: no market price.
    const others = [...(await listings(baseUrl, 'running')), ...(await listings(baseUrl, 'published'))].find((card) => !ownIds.has(card.entityId));
    if (!others) throw new Error('no public ad of another seller');
    const response = await context.request.get(`${baseUrl}/private/product/${others.entityId}/market-price`);
    expect(response.status()).toBe(403);
    await context.close();
  });

  it('shows the seller the range in the editor’s price step, before the minimum price', async () => {
    let ad: MyAd | undefined;
    let sellerEmail = '';
    for (const email of SELLERS) {
      const token = await accessToken(baseUrl, email);
      ad = (await apiCall<{ products: MyAd[] }>(baseUrl, '/private/customer/products/get?page=1&itemsPerPage=50', token)).products.find((item) => item.status === 'editing');
      sellerEmail = email;
      if (ad) break;
    }
    if (!ad) throw new Error('no demo seller with an ad in editing');
    const { context, page, errors } = await signedIn(browser(), baseUrl, sellerEmail, 'mobile');
    await visit(page, `${baseUrl}${pathFor('ad-edit-type-step-id', 'en', { type: ad.productType, step: 'auction', id: String(ad.entityId) })}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const panel = page.getByRole('region', { name: 'Market price' });
    await expect.poll(() => panel.textContent()).toMatch(/comparable sales/);
    // The range comes before the minimum price field.
    const [panelTop, fieldTop] = await Promise.all([panel.boundingBox(), page.getByLabel(/minimum price/i).first().boundingBox()]);
    expect(panelTop?.y ?? Infinity).toBeLessThan(fieldTop?.y ?? -Infinity);
    await expectAccessible(page);
    await screenshot(page, 'market-price-seller-editor-phone-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
