/**
 * Listing photos in the browser: catalogue cards and the product gallery offer the widths with srcset and sizes,
 * keep their boxes (width and height), load lazily except the first screen's main photo, and Chromium fetches a
 * variant (a `?w=` URL) rather than the original.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const CATALOG = '/en/buy-a-motorhome';
const browser = sharedBrowser();

async function open(path: string, viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; photoRequests: string[] }> {
  const context = await newClient(browser(), { viewport: VIEWPORTS[viewport], deviceScaleFactor: viewport === 'mobile' ? 2 : 1, locale: 'en-US' });
  const page = await context.newPage();
  const photoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/products/')) photoRequests.push(request.url().replace(baseUrl, ''));
  });
  await visit(page, baseUrl + path, { waitUntil: 'networkidle' });
  await hydrated(page);
  return { page, photoRequests };
}

/** What the browser made of an <img>: its attributes and the candidate it chose. */
const imageFacts = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const image = element as HTMLImageElement;
    return {
      srcset: image.getAttribute('srcset') ?? '',
      sizes: image.getAttribute('sizes') ?? '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.loading,
      fetchPriority: image.getAttribute('fetchpriority'),
      currentSrc: image.currentSrc.replace(location.origin, ''),
      loaded: image.complete && image.naturalWidth > 0,
      alt: image.alt,
    };
  });

const WIDTHS = /\?w=320 320w, .+\?w=640 640w, .+\?w=1280 1280w, .+\?w=1920 1920w$/;

describe('responsive listing photos', () => {
  it('offers every card photo in the stored widths; the first loads at once with priority, the rest lazily', async () => {
    const { page, photoRequests } = await open(CATALOG, 'mobile');
    const first = await imageFacts(page, '.catalog__grid .card:nth-child(1) .card__media img');
    expect(first.srcset).toMatch(WIDTHS);
    expect(first.sizes).toMatch(/calc\(100vw - 40px\)$/);
    expect([first.width, first.height]).toEqual(['600', '400']);
    expect(first.loading).toBe('eager');
    expect(first.fetchPriority).toBe('high');
    expect(first.alt).not.toBe('');
    expect(first.loaded).toBe(true);
    expect(first.currentSrc).toMatch(/^\/media\/products\/\d+\/\d+\?w=(320|640|1280|1920)$/);
    const second = await imageFacts(page, '.catalog__grid .card:nth-child(2) .card__media img');
    expect(second.srcset).toMatch(WIDTHS);
    expect(second.loading).toBe('lazy');
    expect(second.fetchPriority).toBeNull();
    // The browser asked for variants only, never an original.
    expect(photoRequests.length).toBeGreaterThan(0);
    expect(photoRequests.filter((url) => !/\?w=\d+$/.test(url))).toEqual([]);
    await screenshot(page, 'photos-catalog-en-375');
  });

  it('gives the product gallery a prioritised main photo and lazy thumbnails, all as variants', async () => {
    const { page: catalogue } = await open(CATALOG, 'desktop');
    const href = await catalogue.locator('.card a[href*="/caravan/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    const { page, photoRequests } = await open(href ?? '', 'desktop');
    const main = await imageFacts(page, '.gallery__open img');
    expect(main.srcset).toMatch(WIDTHS);
    expect(main.sizes).toContain('808px');
    expect([main.width, main.height]).toEqual(['1200', '800']);
    // No loading attribute: the browser's default, at once ('auto'), never lazy.
    expect(main.loading).not.toBe('lazy');
    expect(main.fetchPriority).toBe('high');
    expect(main.loaded).toBe(true);
    expect(main.currentSrc).toMatch(/\?w=(640|1280|1920)$/);
    const thumbnail = await imageFacts(page, '.gallery__thumbs li:nth-child(2) img');
    expect(thumbnail.srcset).toMatch(WIDTHS);
    expect(thumbnail.sizes).toBe('96px');
    expect(thumbnail.loading).toBe('lazy');
    expect(photoRequests.filter((url) => !/\?w=\d+$/.test(url))).toEqual([]);
    expect(photoRequests).toContain(main.currentSrc);
    await screenshot(page, 'photos-product-en-1280');
    const { page: phone } = await open(href ?? '', 'mobile');
    expect((await imageFacts(phone, '.gallery__open img')).loaded).toBe(true);
    await screenshot(phone, 'photos-product-en-375');
  });
});
