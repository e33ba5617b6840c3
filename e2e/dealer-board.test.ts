/**
 * The dealer's board in the browser: two approved dealers follow the same auction on their boards, one in German at
 * desk width, one in English on a phone. Each bids from the row (two taps and a confirmation); the other's row turns
 * outbid live, is announced and highlighted, and is bid again from the row. Axe passes on both, at both widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AuctionSnapshot } from '../domain/auction/view.ts';
import { expectAccessible } from './accessibility.ts';
import { screenshot, visit } from './browser.ts';
import { accessToken as accessTokenOf, apiCall, DEALERS, listings, signedIn as signedInAs } from './demo-parties.ts';
import { hydrated, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const LIVE = { timeout: 15_000 };

const BOARD = { de: '/a/merchant-area/auktionen-heute', en: '/en/a/merchant-area/todays-auctions' } as const;
const TEXTS = {
  de: { confirm: 'Verbindlich bieten', leading: 'Sie führen', outbid: 'Überboten', announce: 'Überboten:' },
  en: { confirm: 'Place binding bid', leading: 'You are leading', outbid: 'Outbid', announce: 'Outbid:' },
} as const;

async function openBoard(page: Page, locale: keyof typeof BOARD): Promise<void> {
  await visit(page, `${baseUrl}${BOARD[locale]}`, { waitUntil: 'networkidle' });
  await hydrated(page);
}

/** Bids the row's next amount: the row's button, then the confirmation's. */
async function bidFromRow(page: Page, auctionId: number, locale: keyof typeof TEXTS): Promise<void> {
  await page.locator(`#auction-${auctionId} .board-row__bid`).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: TEXTS[locale].confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

const standing = (page: Page, auctionId: number) => page.locator(`#auction-${auctionId} .standing`).textContent();

describe('the dealer board', () => {
  it('turns one dealer’s row outbid live when the other bids from their board, and re-bids from the row', async () => {
    // A running auction far from its end that neither demo dealer bids on yet, so no agent answers a bid at once.
    const soon = Date.now() + 45 * 60_000;
    const tokens = await Promise.all(DEALERS.map((email) => accessTokenOf(baseUrl, email)));
    const candidates = (await listings(baseUrl, 'running')).filter((card) => card.auctionId !== null && card.bidCount === 0 && card.endingAt !== null && Date.parse(card.endingAt) > soon);
    const target = candidates.at(-1);
    if (!target?.auctionId) throw new Error('no running demo auction without bids');
    const auctionId = target.auctionId;
    for (const token of tokens) {
      const view = await apiCall<AuctionSnapshot>(baseUrl, `/public/auction/${auctionId}`, token);
      expect(view.context.agentMax).toBeNull();
      await apiCall(baseUrl, `/private/customer/watchlist/${target.entityId}`, token, 'PUT');
    }

    const de = await signedInAs(browser(), baseUrl, DEALERS[0], 'desktop');
    const en = await signedInAs(browser(), baseUrl, DEALERS[1], 'mobile');
    await Promise.all([openBoard(de.page, 'de'), openBoard(en.page, 'en')]);
    await Promise.all([de.page.locator(`#auction-${auctionId}`).waitFor(LIVE), en.page.locator(`#auction-${auctionId}`).waitFor(LIVE)]);
    await expectAccessible(de.page);
    await expectAccessible(en.page);

    // The phone dealer leads first …
    await bidFromRow(en.page, auctionId, 'en');
    await expect.poll(() => standing(en.page, auctionId), LIVE).toBe(TEXTS.en.leading);
    // … the desk dealer bids from their row, and the phone's row turns outbid live, announced and highlighted.
    await expect.poll(async () => (await de.page.locator(`#auction-${auctionId} [data-amount]`).first().getAttribute('data-amount')) !== null, LIVE).toBe(true);
    await bidFromRow(de.page, auctionId, 'de');
    await expect.poll(() => standing(de.page, auctionId), LIVE).toBe(TEXTS.de.leading);
    await expect.poll(() => standing(en.page, auctionId), LIVE).toBe(TEXTS.en.outbid);
    await expect.poll(() => en.page.getByRole('status').filter({ hasText: TEXTS.en.announce }).count(), LIVE).toBe(1);
    expect(await en.page.locator(`#auction-${auctionId}.board-row--flagged`).count()).toBe(1);
    await en.page.locator(`#auction-${auctionId}`).scrollIntoViewIfNeeded();
    await screenshot(en.page, 'dealer-board-outbid-en-375');
    await expectAccessible(en.page);

    // The phone dealer bids again from the row; now the desk's row turns outbid.
    await bidFromRow(en.page, auctionId, 'en');
    await expect.poll(() => standing(en.page, auctionId), LIVE).toBe(TEXTS.en.leading);
    await expect.poll(() => standing(de.page, auctionId), LIVE).toBe(TEXTS.de.outbid);
    await de.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(de.page, 'dealer-board-outbid-de-1280');
    await expectAccessible(de.page);

    // The filter "outbid" keeps the row on the desk and leaves it out on the phone.
    await de.page.getByRole('button', { name: /^Überboten/ }).click();
    await expect.poll(() => de.page.locator(`#auction-${auctionId}`).count(), LIVE).toBe(1);
    await en.page.getByRole('button', { name: /^Outbid/ }).click();
    await expect.poll(() => en.page.locator(`#auction-${auctionId}`).count(), LIVE).toBe(0);
    expect([...de.errors, ...en.errors]).toEqual([]);
    await Promise.all([de.context.close(), en.context.close()]);
  });
});
