/**
 * The valuation pages as the server renders them: each in one locale with its on-demand "valuation" texts, the
 * navbar hidden everywhere and the footer only on step, success and report pages; unknown steps and report links
 * are 404 pages (the report's own "not found or expired" text).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { browser } from './ads-helpers.ts';
import { call } from './helpers.ts';
import { submitted, valuationRow } from './valuation-helpers.ts';

const page = async (path: string) => {
  const response = await call(path, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

describe('valuation pages', () => {
  it('renders the German motorhome landing page without navbar and footer, with the start of step 1', async () => {
    const { status, html } = await page('/wohnmobil-bewerten');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Was ist Ihr Wohnmobil wert\?<\/h1>/);
    expect(html).toContain('href="/wohnmobil-bewerten/schritt-1-von-2"');
    expect(html).toContain('innerhalb von 24 Stunden');
    expect(html).not.toContain('<header class="header');
    expect(html).not.toContain('<footer class="footer"');
  });

  it('renders an English trailer step with its progress, fields and the footer, and 404 for a step it does not have', async () => {
    const { status, html } = await page('/en/valuate-my-trailer/step-2-of-3');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>History and care<\/h1>/);
    expect(html).toContain('Step 2 of 3');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Has anyone smoked in the vehicle?');
    expect(html).not.toContain('<header class="header');
    expect(html).toContain('<footer class="footer"');
    const missing = await page('/en/valuate-my-trailer/step-4-of-3');
    expect(missing.status).toBe(404);
  });

  it('renders the Dutch success page with the 24-hour promise', async () => {
    const { status, html } = await page('/nl/waardeer-mijn-camper/gelukt');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Bedankt – je taxatie is aangevraagd<\/h1>/);
    expect(html).toContain('binnen 24 uur per e-mail');
    expect(html).not.toContain('<header class="header');
  });

  it('answers an unknown or malformed report link with 404 and says the link may have expired', async () => {
    const unknown = await page('/en/valuate-my-motorhome/your-valuation/QmFkS2V5VGhhdERvZXNOb3RFeGlzdEF0QWxsXzEyMzQ');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toMatch(/<h1[^>]*>Valuation not found<\/h1>/);
    expect(unknown.html).toContain('the link has expired');
    const malformed = await page('/en/valuate-my-trailer/your-valuation/%3Cscript%3E');
    expect(malformed.status).toBe(404);
    expect(malformed.html).not.toContain('<script>');
  });

  it("shows a submitted valuation's report as being checked, then the confirmed range, the team's note and the start button", async () => {
    const visitor = browser({ 'X-Locale': 'en' });
    const answer = await submitted(visitor);
    const path = answer.valuate_my_vehicle.reportPath ?? '';
    const review = await page(path);
    expect(review.status).toBe(200);
    expect(review.html).toContain('Your valuation is being checked');
    expect(review.html).toContain('List this vehicle now');

    const row = await valuationRow(answer.product.entityId);
    await env.DB.prepare("UPDATE valuations SET status = 'valuated', low = 41000, high = 47500, operator_note = 'Well kept <b>vehicle</b>.', valuated_at = ? WHERE id = ?")
      .bind(Date.now(), row?.id)
      .run();
    const report = await page(path);
    expect(report.status).toBe(200);
    expect(report.html).toContain('41.000\u00a0€ – 47.500\u00a0€');
    // The team's note is text, never markup.
    expect(report.html).toContain('Well kept &lt;b&gt;vehicle&lt;/b&gt;.');
    expect(report.html).toContain('List this vehicle now');
    expect(report.html).not.toContain('<header class="header');
  });
});
