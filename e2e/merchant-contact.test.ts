/**
 * The dealer's contact switch in the account settings, in the browser: English on a desktop, German on a phone. The
 * switch saves at once, says so, survives a reload and passes axe. Uses the demo dealer in review, who bought nothing,
 * so no other test's sale changes (what the seller then sees is tested in test/worker/merchant-contact.test.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import { pathFor } from '../domain/routes.ts';
import { screenshot, visit } from './browser.ts';
import { expectAccessible } from './accessibility.ts';
import { accessToken, signedIn } from './demo-parties.ts';
import { hydrated, sharedBrowser } from './session.ts';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const DEALER = 'dealer-review@campermarkt24.test';

const CASES = [
  { locale: 'en', viewport: 'desktop', label: 'Show contact person and phone number', off: 'Sellers now see only your company name.', on: 'Sellers now see your contact person and phone number.' },
  { locale: 'de', viewport: 'mobile', label: 'Ansprechpartner und Telefonnummer zeigen', off: 'Verkäufer sehen jetzt nur noch Ihren Firmennamen.', on: 'Verkäufer sehen jetzt Ihren Ansprechpartner und Ihre Telefonnummer.' },
] as const;

describe('dealer contact switch', () => {
  for (const { locale, viewport, label, off, on } of CASES) {
    it(`hides and shows the dealer's contact for sellers (${locale}, ${viewport})`, async () => {
      const { context, page, errors } = await signedIn(browser(), baseUrl, DEALER, viewport);
      // The terms dialog would open over the page after 3 s; accepting them is not what this test is about.
      await context.request.post(`${baseUrl}/private/customer/accept-tac`, { headers: { Authorization: `Bearer ${await accessToken(baseUrl, DEALER)}` } });
      const path = pathFor('account-settings', locale);
      await visit(page, baseUrl + path);
      await hydrated(page);
      const toggle = page.getByRole('switch', { name: label });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(true);

      await toggle.click();
      await expect.poll(() => page.getByText(off).count()).toBeGreaterThan(0);
      expect(await toggle.isChecked()).toBe(false);
      await toggle.scrollIntoViewIfNeeded();
      await screenshot(page, `merchant-contact-${locale}-${viewport}`);
      await expectAccessible(page);

      await visit(page, baseUrl + path);
      await hydrated(page);
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click();
      await expect.poll(() => page.getByText(on).count()).toBeGreaterThan(0);
      expect(await toggle.isChecked()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
