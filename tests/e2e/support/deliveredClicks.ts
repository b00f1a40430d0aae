import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * A Playwright click or check that the page's layout moved away from is made again.
 *
 * Playwright checks that the element is the hit target at the press only. When the layout moves between the press
 * and the release (a list's data arriving above a button, an off-screen question rendered as the button scrolls
 * into view), the browser sends the click to an ancestor of both, the button never gets it, and Playwright reports
 * success. In CI this left a Save, a Request Quote link and an account form's Save without effect, about one full
 * run in three. The page records where each press and release landed; when they landed on different controls and
 * the clicked element has moved off the press point, the click did not reach it and is made again. A click that
 * reached its element, or a control that opens something under the pointer on the press (a select's menu), is
 * left alone.
 */

/** In the page: the control (nearest interactive ancestor) under the last press and under its release. */
const RECORD_PRESSES = `(() => {
  const CONTROL = 'button, a[href], input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="option"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [tabindex]';
  const controlOf = (target) => (target instanceof Element ? target.closest(CONTROL) : null);
  addEventListener('pointerdown', (event) => {
    window.__lastPress = { x: event.clientX, y: event.clientY, control: controlOf(event.target), released: undefined };
  }, true);
  addEventListener('pointerup', (event) => {
    if (window.__lastPress) window.__lastPress.released = controlOf(event.target);
  }, true);
})();`;

type LastPress = { x: number; y: number; control: Element | null; released?: Element | null };

/** Whether the page's last press and its release landed on different controls (read from the page, element or not). */
const strayed = (locator: Locator): Promise<boolean> =>
  locator
    .page()
    .evaluate(() => {
      const press = (window as unknown as { __lastPress?: LastPress }).__lastPress;
      return !!press?.control && press.released !== undefined && press.released !== press.control;
    })
    .catch(() => false);

/** Whether the clicked element no longer covers the point pressed (asked only after a stray release). */
const movedAway = (locator: Locator): Promise<boolean> =>
  locator
    .evaluate(
      (element) => {
        const press = (window as unknown as { __lastPress?: LastPress }).__lastPress;
        if (!press) return false;
        const box = element.getBoundingClientRect();
        return press.x < box.left || press.x > box.right || press.y < box.top || press.y > box.bottom;
      },
      undefined,
      { timeout: 1000 },
    )
    .catch(() => false);

let installed = false;

/** Once per process: a locator's click checks where its press went and clicks again when the element moved away. */
function checkDelivery(page: Page): void {
  if (installed) return;
  installed = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as Locator;
  const click = prototype.click;
  prototype.click = async function deliveredClick(this: Locator, options?: Parameters<Locator['click']>[0]) {
    await click.call(this, options);
    if (options?.trial || (options?.button && options.button !== 'left') || (options?.clickCount ?? 1) !== 1) return;
    // Most clicks end here, in one round trip: the press and the release met the same control.
    if (!(await strayed(this)) || !(await movedAway(this))) return;
    console.error(`[click moved away] ${String(this)}: the layout moved between press and release; clicking again`);
    await click.call(this, options);
  };
  // A check is Playwright's own click, then a look at the state: when the layout moved between press and release,
  // the click went to an ancestor and the state did not change. That case is checked again, once; a click that did
  // reach the control and changed nothing still fails.
  const check = prototype.check;
  prototype.check = async function deliveredCheck(this: Locator, options?: Parameters<Locator['check']>[0]) {
    try {
      await check.call(this, options);
    } catch (error) {
      if (options?.trial || !/did not change its state/.test(String(error))) throw error;
      if (!(await strayed(this)) || !(await movedAway(this))) {
        console.error(
          `[check not taken] ${String(this)}: the press and its release met the same control, and the state did not change`,
        );
        throw error;
      }
      console.error(`[check moved away] ${String(this)}: the layout moved between press and release; checking again`);
      await check.call(this, options);
    }
  };
}

/** Records presses in every page of the context; its first page makes locator clicks check their delivery. */
export async function deliverClicks(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RECORD_PRESSES });
  context.pages().forEach(checkDelivery);
  context.on('page', checkDelivery);
}
