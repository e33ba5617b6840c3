/**
 * axe-core in the page under test (WCAG 2.2 A and AA rules): no serious or critical violation may remain. The
 * engine is evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern, so the
 * page is checked with its real headers.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Waits until no CSS transition and no finite CSS animation runs. A button that changes its kind as data arrives
 * (ghost to primary) fades its colours for 150 ms, and a dialog fades in for 180 ms; axe sampling halfway through
 * reports a contrast that nobody sees once it has ended, and on a busy machine that halfway point is where the check
 * lands. Endless animations (a pulsing live dot) are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Screens up to this width are phones (and small tablets): nothing on them may be wider than the screen. */
export const PHONE_MAX_WIDTH = 600;

/**
 * Fails the test when the page is wider than the viewport (it would scroll sideways on a phone), naming the widest
 * elements that stick out on the right. Elements inside a frame that scrolls or clips them do not widen the page.
 */
export async function expectFitsScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return null;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
    const outside = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: Math.round(element.getBoundingClientRect().right + window.scrollX) }))
      .filter(({ element, right }) => right > viewport && !clipped(element))
      .sort((a, b) => b.right - a.right)
      .slice(0, 6)
      .map(({ element, right }) => `${name(element)} (right edge ${right}px) "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { width, viewport, outside };
  });
  expect(overflow, `${page.url()} is ${overflow?.width}px wide on a ${overflow?.viewport}px screen: ${overflow?.outside.join('; ')}`).toBeNull();
}

/**
 * Fails the test with the rule, its help text and the offending nodes when axe finds a serious or critical issue; at
 * phone widths also when the page is wider than the screen (see expectFitsScreen).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await transitionsEnded(page);
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH) await expectFitsScreen(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target, html: node.html })) }));
  });
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`)).toEqual([]);
}
