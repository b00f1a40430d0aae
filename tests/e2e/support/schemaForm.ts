/**
 * Driving a form rendered by RJSF's MUI theme: every question's element has the id `root_<key>`
 * (nested: `root_<parent>_<key>`), which is how RJSF names fields.
 */
import type { Page } from 'playwright-core';
import { callApi } from './authJourney';

const fieldId = (path: string) => `#root_${path.replace(/\./g, '_')}`;

export const question = (page: Page, path: string) => page.locator(fieldId(path));

export async function isShown(page: Page, path: string): Promise<boolean> {
  return (await question(page, path).count()) > 0 && question(page, path).first().isVisible();
}

export async function waitShown(page: Page, path: string, shown = true): Promise<void> {
  await question(page, path)
    .first()
    .waitFor({ state: shown ? 'visible' : 'detached', timeout: 15_000 });
}

export async function fill(page: Page, path: string, value: string): Promise<void> {
  await question(page, path).first().fill(value);
}

export async function valueOf(page: Page, path: string): Promise<string> {
  return question(page, path).first().inputValue();
}

/** Picks a radio option by its label ("Yes", "No", "YES"…). */
export async function choose(page: Page, path: string, option: string): Promise<void> {
  await question(page, path).first().getByLabel(option, { exact: true }).check();
}

/** Picks an option of a select. */
export async function select(page: Page, path: string, option: string): Promise<void> {
  await question(page, path).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The error text RJSF shows under a question, read as a person reads it: scrolled to. A question far off screen
 * is not rendered (content-visibility), and until it is the browser gives no rendered text for it. A check's
 * errors render a moment after the click that asked for it, so this waits for them (up to 3 s) unless the
 * caller knows the form has settled (`settled`: it has already seen the check's outcome), as when it expects none.
 */
export async function errorOf(page: Page, path: string, options: { settled?: boolean } = {}): Promise<string> {
  const errors = page.locator(`${fieldId(path)}__error`);
  if (!options.settled)
    await errors
      .first()
      .waitFor({ state: 'attached', timeout: 3_000 })
      .catch(() => undefined);
  if ((await errors.count()) === 0) return '';
  await errors.first().scrollIntoViewIfNeeded();
  // What came into view is rendered within the next frames; an error list always has a message.
  const rendered = await errors.first().evaluate(async (list: HTMLElement) => {
    for (let frame = 0; frame < 30 && !list.innerText.trim(); frame++)
      await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 0)));
    return list.innerText;
  });
  return rendered.trim();
}

/** An API call with a user's token, for setting up and reading records beside the console. */
export async function api<T = any>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return callApi(baseUrl, method, path, token, body);
}
