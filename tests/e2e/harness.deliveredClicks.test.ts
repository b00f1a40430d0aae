/**
 * The Chromium tests' click (support/deliveredClicks.ts): a button the layout moves between press and release is
 * clicked again, once; a control that opens an overlay under the pointer on the press is not clicked twice. A
 * checkbox the layout moves is checked again; one whose click changes nothing still fails.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';

const PAGE = `<div id="spacer"></div>
<button id="save">Save</button>
<button id="select">Select</button>
<div id="overlay" style="display: none; position: fixed; inset: 0"></div>
<div id="gap"></div>
<label><input type="checkbox" id="terms"> Terms</label>
<label><input type="checkbox" id="locked"> Locked</label>
<script>
  const count = (name) => (window[name] = (window[name] || 0) + 1);
  document.getElementById('save').addEventListener('pointerdown', () => (document.getElementById('spacer').style.height = '200px'));
  document.getElementById('save').addEventListener('click', () => count('saves'));
  document.getElementById('select').addEventListener('pointerdown', () => { count('opened'); document.getElementById('overlay').style.display = 'block'; });
  document.getElementById('select').addEventListener('click', () => count('selectClicks'));
  document.getElementById('terms').addEventListener('pointerdown', () => (document.getElementById('gap').style.height = '200px'));
  document.getElementById('locked').addEventListener('click', (event) => event.preventDefault());
</script>`;

let browser: Browser;
let page: Page;
const read = (name: string) =>
  page.evaluate((key) => (window as unknown as Record<string, number | undefined>)[key] ?? 0, name);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.route('http://layout.test/', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto('http://layout.test/');
});
afterAll(async () => {
  await browser?.close();
});

it('clicks a button again when the layout moved it away between press and release', async () => {
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await read('saves')).toBe(1);
});

it('leaves a press that opened an overlay over its control alone', async () => {
  await page.getByRole('button', { name: 'Select' }).click();
  expect([await read('opened'), await read('selectClicks')]).toEqual([1, 0]);
});

// The checkboxes sit under the overlay the previous test opened.
const closeOverlay = () => page.evaluate(() => (document.getElementById('overlay')!.style.display = 'none'));

it('checks a checkbox again when the layout moved it away between press and release', async () => {
  await closeOverlay();
  await page.getByLabel('Terms').check();
  expect(await page.getByLabel('Terms').isChecked()).toBe(true);
});

it('still fails a check whose click reached the checkbox and changed nothing', async () => {
  await closeOverlay();
  await expect(page.getByLabel('Locked').check({ timeout: 2_000 })).rejects.toThrow(/did not change its state/);
});
