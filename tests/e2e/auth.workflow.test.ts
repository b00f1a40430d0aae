import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startSeededServer, type RunningServer } from './support/consoleServer';
import { seeText } from './support/form';
import { callApi, codeIn, newestMessage, signInApi } from './support/authJourney';

const OWNER = 'owner@customer.demo.test';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startSeededServer('e2e_workflow');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(async () => {
  await page.context().close();
});

/** The demo policyholder's workflow link, found the way support staff would: GET /api/auth/v1/workflows. */
async function demoWorkflowPath(): Promise<string> {
  const staff = await signInApi(server.url, 'staff@demo.test');
  const { json } = await callApi(
    server.url,
    'GET',
    `/api/auth/v1/workflows?flowUserEmail=${encodeURIComponent(OWNER)}`,
    staff,
  );
  return `/validate/${json.content[0].id}`;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);

describe('workflow code page', () => {
  it('the quote headline, text disabled without a phone, code by e-mail: a wrong code says so, the right one lands on the quote', async () => {
    await page.goto(`${server.url}${await demoWorkflowPath()}`);
    await page.getByRole('heading', { name: 'Enter your security code to access your quote' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send the code by text message' }).isDisabled()).toBe(true);
    await seeText(page, 'there is no phone number on your profile');

    await page.getByRole('button', { name: 'Send the code by e-mail' }).click();
    await page.getByRole('status').getByText('We sent a code to o****@customer.demo.test').waitFor();
    const code = codeIn(await newestMessage(server.url, OWNER, 'WORKFLOW_CODE'));
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Security code').fill(code.slice(0, 5));
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await page.getByLabel('Security code').fill(otherThan(code));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').getByText('The verification code is not valid or has expired.').waitFor();

    await page.getByLabel('Security code').fill(code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/customer/quotes/*/show');
    await seeText(page, 'Q-CUST-0001');
  });

  it('a link that does not exist shows the server message', async () => {
    await page.goto(`${server.url}/validate/no-such-workflow-0123456789abcdefghij`);
    await page.getByRole('alert').getByText('This link has expired or is not valid.').waitFor();
  });
});
