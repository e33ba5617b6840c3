/**
 * Messages in the browser: a dealer reading the message board is outbid by a rival and sees the badge and the
 * message appear without reloading, opens the thread and it is marked read; a dealer asks the seller a question on
 * the product page, the seller answers from the message board, and the dealer sees the answer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AuctionSnapshot } from '../domain/auction/view.ts';
import type { ProductCard } from '../domain/catalog.ts';
import { expectAccessible } from './accessibility.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { accessToken, apiCall, dealerToken, DEALERS, listings, SELLERS, signedIn } from './demo-parties.ts';
import { hydrated, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const LIVE = { timeout: 15_000 };

/** The header's messages link: its accessible name (visually hidden text) carries the unread count. */
const badgeName = (page: Page) => page.locator('a.messages-link .visually-hidden').first().textContent();
/** A conversation's row on the board. */
const row = (page: Page, groupKey: string) => page.locator(`li[data-group="${groupKey}"]`);

async function openBoard(page: Page): Promise<void> {
  await visit(page, `${baseUrl}/en/a/messages`, { waitUntil: 'networkidle' });
  await hydrated(page);
}

/** A running auction far from its end, with its seller among the demo accounts; the last such one (other files take the first). */
let found: Promise<{ card: ProductCard; seller: string }> | undefined;
const runningAuctionWithSeller = () => (found ??= findRunningAuctionWithSeller());

async function findRunningAuctionWithSeller(): Promise<{ card: ProductCard; seller: string }> {
  const soon = Date.now() + 60 * 60_000;
  const candidates = (await listings(baseUrl, 'running')).filter((card) => card.auctionId !== null && card.endingAt !== null && Date.parse(card.endingAt) > soon).reverse();
  const sellerTokens = await Promise.all(SELLERS.map((email) => accessToken(baseUrl, email)));
  for (const card of candidates) {
    const views = await Promise.all(sellerTokens.map((token) => apiCall<AuctionSnapshot>(baseUrl, `/public/auction/${card.auctionId}`, token)));
    const sellerIndex = views.findIndex((view) => view.context.role === 'seller');
    if (sellerIndex >= 0) return { card, seller: SELLERS[sellerIndex] as string };
  }
  throw new Error('no running demo auction of a demo seller');
}

describe('message board', () => {
  it('shows a dealer being outbid live, in the badge and on the board, and marks the thread read when opened', async () => {
    const { card } = await runningAuctionWithSeller();
    const auctionId = card.auctionId as number;
    const tokens = await Promise.all(DEALERS.map((email) => dealerToken(baseUrl, email)));
    // The reader is the dealer who does not lead the auction now, so their bid is accepted.
    const leads = (await apiCall<AuctionSnapshot>(baseUrl, `/public/auction/${auctionId}`, tokens[0] ?? null)).context.holdingHighestBid;
    const [readerIndex, rivalIndex] = leads ? ([1, 0] as const) : ([0, 1] as const);
    const [reader, rival] = [tokens[readerIndex], tokens[rivalIndex]];
    const dealer = await signedIn(browser(), baseUrl, DEALERS[readerIndex], 'desktop');
    await openBoard(dealer.page);
    await expectAccessible(dealer.page);
    const before = await badgeName(dealer.page);

    // The reader bids, then a rival bids above: the reader's page is not reloaded.
    const current = await apiCall<AuctionSnapshot>(baseUrl, `/public/auction/${auctionId}`, reader ?? null);
    await apiCall(baseUrl, `/private/auction/${auctionId}/bid`, reader ?? null, 'POST', { amount: current.minNextBid, requestId: `e2e-messages-${Date.now()}-a` });
    const after = await apiCall<AuctionSnapshot>(baseUrl, `/public/auction/${auctionId}`, rival ?? null);
    await apiCall(baseUrl, `/private/auction/${auctionId}/bid`, rival ?? null, 'POST', { amount: after.minNextBid + 1_000, requestId: `e2e-messages-${Date.now()}-b` });

    const thread = row(dealer.page, `auction-${auctionId}`);
    await expect.poll(() => thread.textContent(), LIVE).toMatch(/outbid/i);
    expect(await thread.getAttribute('class')).toContain('subject--unread');
    await expect.poll(() => badgeName(dealer.page), LIVE).not.toBe(before);
    expect(await badgeName(dealer.page)).toMatch(/unread: \d+/);
    await screenshot(dealer.page, 'messages-outbid-en-1280');

    await thread.getByRole('link').click();
    await dealer.page.waitForURL(new RegExp(`/a/messages/auction-${auctionId}$`));
    await expect.poll(() => thread.getAttribute('class'), LIVE).not.toContain('subject--unread');
    const board = await apiCall<{ notifications: { groupKey: string; read: boolean }[] }>(baseUrl, '/private/notifications/pages/get?storeCode=en', reader ?? null);
    expect(board.notifications.find((message) => message.groupKey === `auction-${auctionId}`)?.read).toBe(true);
    await expectAccessible(dealer.page);
    expect(dealer.errors).toEqual([]);
    await dealer.context.close();
  });

  it('lets a dealer ask the seller a question, the seller answer it from the board, and the dealer see the answer', async () => {
    const { card, seller: sellerEmail } = await runningAuctionWithSeller();
    const question = `Has the timing belt been changed? (${Date.now() % 100_000})`;
    const answer = 'Yes, at the last service, with an invoice from the workshop.';
    const dealer = await signedIn(browser(), baseUrl, DEALERS[1], 'mobile');
    await visit(dealer.page, `${baseUrl}/en/caravan/${card.entityId}`, { waitUntil: 'networkidle' });
    await hydrated(dealer.page);
    // The questions' list and form load when their section comes near the screen.
    await dealer.page.getByRole('heading', { name: 'Questions to the seller' }).scrollIntoViewIfNeeded();
    const field = dealer.page.getByLabel('Your question to the seller');
    await field.fill(question);
    await dealer.page.getByRole('button', { name: 'Send question' }).click();
    await dealer.page.getByText('Your question has been sent to the seller.').waitFor(LIVE);
    await expectAccessible(dealer.page);

    const seller = await signedIn(browser(), baseUrl, sellerEmail, 'mobile');
    await openBoard(seller.page);
    await expectAccessible(seller.page);
    await row(seller.page, `auction-${card.auctionId}`).getByRole('link').click();
    await seller.page.waitForURL(new RegExp(`/a/messages/auction-${card.auctionId}$`));
    const answerField = seller.page.getByLabel('Your answer').last();
    await answerField.waitFor(LIVE);
    await answerField.fill(answer);
    await seller.page.getByRole('button', { name: 'Send answer' }).last().click();
    await seller.page.getByText('Your answer has been published.').waitFor(LIVE);
    await screenshot(seller.page, 'messages-answer-en-375');
    expect(await seller.page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.mobile.width);
    await expectAccessible(seller.page);

    await dealer.page.reload({ waitUntil: 'networkidle' });
    await hydrated(dealer.page);
    await dealer.page.getByRole('heading', { name: 'Questions to the seller' }).scrollIntoViewIfNeeded();
    await dealer.page.getByText(answer).waitFor(LIVE);
    expect(await dealer.page.getByText(answer).count()).toBeGreaterThan(0);
    expect([...dealer.errors, ...seller.errors]).toEqual([]);
    await Promise.all([dealer.context.close(), seller.context.close()]);
  });
});
