/**
 * The footer's "for dealers" link in the browser: it goes where the content service's merchant landing page of the
 * locale says (German at desktop width, English on a phone), the page it opens loads, and both pass axe.
 */
import { describe, expect, inject, it } from 'vitest';
import { withLocalePrefix } from '../domain/routes.ts';
import { screenshot, VIEWPORTS, visit } from './browser.ts';
import { expectAccessible } from './accessibility.ts';
import { hydrated, newClient, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const CASES = [
  { locale: 'de', home: '/', viewport: 'desktop', name: 'Für Händler: Fahrzeuge einkaufen' },
  { locale: 'en', home: '/en', viewport: 'mobile', name: 'For dealers: buy vehicles' },
] as const;

describe('footer dealer link', () => {
  for (const { locale, home, viewport, name } of CASES) {
    it(`follows the content service's merchant landing page (${locale}, ${viewport})`, async () => {
      const context = await newClient(browser(), { viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      await visit(page, `${baseUrl}${home}`);
      await hydrated(page);
      const answer = await page.request.get(`${baseUrl}/api/landing-pages?filters[name][$eq]=merchant&fields[0]=url&locale=${locale}`);
      expect(answer.status()).toBe(200);
      const url = ((await answer.json()) as { data: { attributes: { url: string } }[] }).data[0]?.attributes.url;
      expect(url).toMatch(/^\//);

      const link = page.locator('footer a.footer__merchant');
      expect(await link.getAttribute('href')).toBe(withLocalePrefix(url ?? '', locale, { kind: 'prefix' }));
      expect((await link.textContent())?.trim()).toBe(name);
      await link.scrollIntoViewIfNeeded();
      await screenshot(page, `footer-dealer-link-${locale}-${VIEWPORTS[viewport].width}`);
      await expectAccessible(page);

      await link.click();
      await page.waitForURL((target) => target.pathname === withLocalePrefix(url ?? '', locale, { kind: 'prefix' }));
      await expect.poll(async () => page.locator('main h1').first().textContent()).toMatch(/\S/);
      // The page sets its title once its text is there.
      await page.waitForFunction(() => document.title.trim().length > 0);
      await expectAccessible(page);
      await context.close();
    });
  }
});
