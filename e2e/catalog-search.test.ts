/** The catalogue's search box in the browser: typing, choosing a suggestion by keyboard, the filtered results, axe. */
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { VIEWPORTS, visit } from './browser.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('catalogue search box', () => {
  it('suggests models as the visitor types, takes one by keyboard and shows only its listings', async () => {
    const context = await newClient(browser(), { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await visit(page, `${baseUrl}/en/buy-a-motorhome`, { waitUntil: 'networkidle' });
    await hydrated(page);

    const box = page.getByRole('combobox', { name: 'Make, model or keyword' });
    await box.click();
    await box.pressSequentially('exsis', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const option = list.getByRole('option', { name: /^Hymer Exsis-i 580/ });
    await option.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);

    // Down to the first suggestion (the only model called Exsis), then Enter.
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const searched = page.waitForResponse((response) => response.url().includes('/public/catalog/search') && /make=hymer/.test(response.url()) && /q=Exsis/.test(response.url()));
    await box.press('Enter');
    await page.waitForURL(/[?&]make=hymer(&|$)/);
    expect(page.url()).toMatch(/[?&]q=Exsis-i(%20|\+)580(&|$)/);
    const answer = (await (await searched).json()) as { total: number };
    expect(answer.total).toBeGreaterThan(0);
    await page.locator('.catalog__grid[aria-busy="false"]').waitFor();
    const titles = await page.locator('.catalog__grid .card .card__title').allTextContents();
    expect(titles.length).toBe(Math.min(answer.total, 12));
    for (const title of titles) expect(title).toMatch(/^Hymer Exsis-i 580/);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('Exsis-i 580');

    // Escape empties the box; free text submits as q.
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');
    await box.fill('alkoven');
    await box.press('Enter');
    await page.waitForURL(/[?&]q=alkoven(&|$)/);
    await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter: Search: alkoven' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Filter lists whose every option is out of reach still scroll by keyboard.
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
