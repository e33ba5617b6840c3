/**
 * The live auction in the browser: two accepted dealers bid on the same running auction and see each other's bids
 * (and being outbid) without reloading, a watched card follows live; and a renegotiation between a seller and the
 * highest bidder runs counter offer, counter offer back and acceptance to a sale.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ProductCard } from '../domain/catalog.ts';
import type { AuctionSnapshot } from '../domain/auction/view.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { accessToken as accessTokenOf, apiCall, DEALERS, listings as listingsOf, SELLERS, signedIn as signedInAs } from './demo-parties.ts';
import { hydrated, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const LIVE = { timeout: 15_000 };

const accessToken = (email: string) => accessTokenOf(baseUrl, email);
const call = <T,>(path: string, token: string | null, method = 'GET') => apiCall<T>(baseUrl, path, token, method);
const listings = (status: string) => listingsOf(baseUrl, status);
const signedIn = (email: string, viewport: keyof typeof VIEWPORTS) => signedInAs(browser(), baseUrl, email, viewport);

async function openProduct(page: Page, productId: number): Promise<void> {
  await visit(page, `${baseUrl}/en/caravan/${productId}`, { waitUntil: 'networkidle' });
  await hydrated(page);
}

/** Desktop screenshots are full pages: taken from the top, so the sticky header sits where it belongs. */
async function fullPage(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const shownAmount = (page: Page) => page.locator('.live-price [data-amount]').getAttribute('data-amount');
const bidderState = (page: Page) => page.locator('.bidder-status__state').getAttribute('data-state');

async function placeBid(page: Page): Promise<number> {
  const box = page.locator('.auction-box');
  const amount = Number(await box.getByLabel('Your bid').inputValue());
  await box.getByRole('button', { name: 'Bid', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm your bid' });
  await dialog.getByRole('button', { name: 'Place binding bid' }).click();
  await dialog.waitFor({ state: 'detached' });
  return amount;
}

/** Fills the counter offer field of the negotiation panel and confirms it. */
async function counterOffer(page: Page, amount: number): Promise<void> {
  const panel = page.getByRole('region', { name: 'Renegotiation' });
  await panel.getByLabel('Your counter offer').fill(String(amount));
  await panel.getByRole('button', { name: 'Send counter offer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm your counter offer' });
  await dialog.getByRole('button', { name: 'Send counter offer' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('live auction', () => {
  it('shows one dealer’s bid to the other without reloading, and the first sees being outbid live', async () => {
    // A running auction far from its end; the dealer who does not lead it bids first.
    const soon = Date.now() + 30 * 60_000;
    const candidates = (await listings('running')).filter((card) => card.auctionId !== null && card.endingAt !== null && Date.parse(card.endingAt) > soon);
    const target = candidates.find((card) => card.bidCount === 0) ?? candidates[0];
    if (!target?.auctionId) throw new Error('no running demo auction');
    const tokens = await Promise.all(DEALERS.map(accessToken));
    const views = await Promise.all(tokens.map((token) => call<AuctionSnapshot>(`/public/auction/${target.auctionId}`, token)));
    const [first, second] = views[0]?.context.holdingHighestBid ? ([1, 0] as const) : ([0, 1] as const);

    const a = await signedIn(DEALERS[first], 'desktop');
    const b = await signedIn(DEALERS[second], 'mobile');
    await Promise.all([openProduct(a.page, target.entityId), openProduct(b.page, target.entityId)]);
    // Both sockets are open (the live dot shows once the first snapshot arrived).
    await Promise.all([a.page.locator('.live-dot').waitFor(), b.page.locator('.live-dot').waitFor()]);

    // The first dealer's watchlist card follows the auction too.
    await call(`/private/customer/watchlist/${target.entityId}`, tokens[first] ?? null, 'PUT');
    const watch = await a.context.newPage();
    await visit(watch, `${baseUrl}/account/merchant/watchlist`, { waitUntil: 'networkidle' });
    await hydrated(watch);
    const card = watch.locator('.card', { has: watch.locator(`a[href$="/${target.entityId}"]`) });

    const firstBid = await placeBid(a.page);
    await expect.poll(() => bidderState(a.page), LIVE).toBe('highest_bidder');
    expect(await a.page.locator('.bidder-status__state').textContent()).toBe('You are the highest bidder.');
    await expect.poll(() => shownAmount(b.page), LIVE).toBe(String(firstBid));
    // The other dealer's form now suggests a step above the new price.
    await expect.poll(async () => Number(await b.page.getByLabel('Your bid').inputValue()), LIVE).toBeGreaterThan(firstBid);

    const secondBid = await placeBid(b.page);
    expect(secondBid).toBeGreaterThan(firstBid);
    await expect.poll(() => bidderState(b.page), LIVE).toBe('highest_bidder');
    await expect.poll(() => bidderState(a.page), LIVE).toBe('overbid');
    expect(await a.page.locator('.bidder-status__state').textContent()).toBe('You have been outbid.');
    await expect.poll(() => shownAmount(a.page), LIVE).toBe(String(secondBid));
    const bids = (await call<AuctionSnapshot>(`/public/auction/${target.auctionId}`, null)).bidCount;
    await expect.poll(() => card.locator('.card__bids').textContent(), LIVE).toMatch(new RegExp(`^${bids}\\s`));

    await fullPage(a.page, 'auction-overbid-en-1280');
    await b.page.locator('.auction-box').scrollIntoViewIfNeeded();
    await screenshot(b.page, 'auction-highest-en-375');
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);
    expect([...a.errors, ...b.errors]).toEqual([]);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('lets the seller counter, the dealer counter back and the seller accept: sold', async () => {
    // Find a renegotiation with its seller to move, and the two parties among the demo accounts.
    const sellerTokens = await Promise.all(SELLERS.map(accessToken));
    const dealerTokens = await Promise.all(DEALERS.map(accessToken));
    let found: { card: ProductCard; seller: string; dealer: string; offer: number } | null = null;
    for (const card of await listings('renegotiation')) {
      const seller = await Promise.all(sellerTokens.map((token) => call<AuctionSnapshot>(`/public/auction/${card.auctionId}`, token)));
      const sellerIndex = seller.findIndex((view) => view.context.role === 'seller' && view.context.negotiation?.yourTurn && view.context.negotiation.counter === null);
      const dealer = await Promise.all(dealerTokens.map((token) => call<AuctionSnapshot>(`/public/auction/${card.auctionId}`, token)));
      const dealerIndex = dealer.findIndex((view) => view.context.negotiation !== null);
      const offer = seller[sellerIndex]?.context.negotiation?.offer;
      if (sellerIndex >= 0 && dealerIndex >= 0 && offer !== undefined) {
        found = { card, seller: SELLERS[sellerIndex] as string, dealer: DEALERS[dealerIndex] as string, offer };
        break;
      }
    }
    if (!found) throw new Error('no demo auction in renegotiation with the seller to move');
    const { card, offer } = found;

    const seller = await signedIn(found.seller, 'desktop');
    const dealer = await signedIn(found.dealer, 'mobile');
    await Promise.all([openProduct(seller.page, card.entityId), openProduct(dealer.page, card.entityId)]);
    const sellerPanel = seller.page.getByRole('region', { name: 'Renegotiation' });
    const dealerPanel = dealer.page.getByRole('region', { name: 'Renegotiation' });
    await sellerPanel.getByText('It is your turn.').waitFor(LIVE);
    await dealerPanel.getByText("It is the seller's turn.").waitFor(LIVE);

    // The seller asks for more; the dealer sees the counter offer arrive and that it is their turn.
    const counter = offer + 2000;
    await counterOffer(seller.page, counter);
    await sellerPanel.getByText("It is the dealer's turn.").waitFor(LIVE);
    await dealerPanel.getByText('It is your turn.').waitFor(LIVE);
    expect(await dealerPanel.getByTestId('negotiation-counter').textContent()).toContain(new Intl.NumberFormat('de-DE').format(counter));
    await fullPage(seller.page, 'auction-renegotiation-seller-en-1280');
    await dealerPanel.scrollIntoViewIfNeeded();
    await screenshot(dealer.page, 'auction-renegotiation-dealer-en-375');

    // The dealer meets halfway; the seller accepts that offer.
    const meet = offer + 1000;
    await counterOffer(dealer.page, meet);
    await sellerPanel.getByText('It is your turn.').waitFor(LIVE);
    expect(await sellerPanel.getByTestId('negotiation-offer').textContent()).toContain(new Intl.NumberFormat('de-DE').format(meet));
    await sellerPanel.getByRole('button', { name: /^Accept / }).click();
    const confirm = seller.page.getByRole('alertdialog', { name: 'Accept the offer?' });
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();

    await seller.page.locator('.auction-box[data-status="sold"]').waitFor(LIVE);
    expect(await seller.page.locator('.auction-sale').textContent()).toContain('Sold for');
    await dealer.page.locator('.auction-box[data-status="sold"]').waitFor(LIVE);
    await expect.poll(() => bidderState(dealer.page), LIVE).toBe('won');
    expect(await dealer.page.locator('.auction-sale').textContent()).toContain('You bought this vehicle for');
    const after = await call<AuctionSnapshot>(`/public/auction/${card.auctionId}`, null);
    expect(after.status).toBe('sold');
    await fullPage(seller.page, 'auction-sold-seller-en-1280');
    expect([...seller.errors, ...dealer.errors]).toEqual([]);
    await Promise.all([seller.context.close(), dealer.context.close()]);
  });
});
