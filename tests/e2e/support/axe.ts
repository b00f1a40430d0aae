import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe-core violations on the page as it stands, as "rule: target (html)" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found = await scanAtRest(page);
  if (found.length === 0) return found;
  // A second look a second later: what a user would see once the page has settled. On a loaded 2-core machine a
  // scan of the account page once found a colour-contrast fault that no later scan of the same page, run after
  // run, could find again; a fault of the page itself is found both times.
  console.warn(`${page.url()}: the first scan found ${found.join(', ')}; scanning again in a second`);
  await page.waitForTimeout(1_000);
  return scanAtRest(page);
}

async function scanAtRest(page: Page): Promise<string[]> {
  // Scan the page at rest: lazily loaded parts have arrived and no finite transition (a chip fading in) is half-way,
  // so a colour is judged as it ends, not mid-fade.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.html.slice(0, 160)})`),
    );
}
