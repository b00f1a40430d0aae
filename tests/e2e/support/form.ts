import type { Locator, Page } from 'playwright-core';

/** The message shown under an input, read the way assistive technology reads it (aria-describedby). */
export async function messageUnder(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: false }).first();
  const describedBy = await input.getAttribute('aria-describedby');
  if (!describedBy) return '';
  const texts = await Promise.all(
    describedBy.split(/\s+/).map((id) =>
      page
        .locator(`[id="${id}"]`)
        .innerText()
        .catch(() => ''),
    ),
  );
  return texts.join(' ').trim();
}

/**
 * Waits until some text is visible on the page. When it never shows, the error says where the page was and
 * what it showed instead, so a failure seen only in CI's log can be understood from the log alone.
 */
export async function seeText(page: Page, text: string, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const shown = await page
      .evaluate(() => document.body?.innerText ?? '')
      .catch((reason: unknown) => `(page text unreadable: ${String(reason)})`);
    throw new Error(
      `"${text}" did not appear within ${timeout} ms on ${page.url()}. The page showed:\n${shown.slice(0, 1500)}`,
      { cause: error },
    );
  }
}

/** Types each value into the field of that label within `scope` (a dialog, a form), in order. */
export async function fillIn(scope: Locator, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}
