import type { Page } from 'playwright-core';

/** The message shown under an input, read the way assistive technology reads it (aria-describedby). */
export async function messageUnder(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: false }).first();
  const describedBy = await input.getAttribute('aria-describedby');
  if (!describedBy) return '';
  const texts = await Promise.all(describedBy.split(/\s+/).map((id) => page.locator(`[id="${id}"]`).innerText().catch(() => '')));
  return texts.join(' ').trim();
}

/** Waits until some text is visible on the page. */
export const seeText = (page: Page, text: string, timeout = 15_000) => page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
