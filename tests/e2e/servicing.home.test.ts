import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { sessionApi } from './support/sessionApi';
import { sharedConsoleUrl } from './support/sharedServer';
import { declineCookies } from './support/presetStorage';

/**
 * The policyholder's home shows its policy, what is due, its documents and Report a claim instead of the
 * charts; an agency admin's commissions page lists its statements and downloads last month's by default. Nothing is
 * changed, so the shared server serves it.
 */
const server = { url: sharedConsoleUrl() };
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  const context = await browser.newContext({ acceptDownloads: true });
  await declineCookies(context);
  page = await context.newPage();
});
afterEach(async () => {
  await page.context().close();
});

describe('policyholder home and commissions', () => {
  it('the policyholder sees its paid policy, nothing due, its documents and Report a claim, and no charts', async () => {
    await openSession(page, server.url, 'owner@customer.demo.test');
    await page.waitForURL('**/customer/dashboard');
    await page.getByRole('heading', { name: 'Policy P-CUST-0001' }).waitFor();
    expect(await page.getByTestId('customer-due').innerText()).toBe('Nothing due: this policy is paid.');
    expect(await page.getByTestId('chart-accounts').count()).toBe(0);
    const card = page.getByTestId('customer-policy');
    for (const name of ['Policy document', 'Certificate of insurance', 'Invoice', 'Receipt'])
      await card.getByRole('button', { name }).waitFor();
    const [declarations] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Policy document' }).click(),
    ]);
    expect(declarations.suggestedFilename()).toBe('customer-demo-co-policy.pdf');
    const [certificate] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Certificate of insurance' }).click(),
    ]);
    expect(certificate.suggestedFilename()).toBe('customer-demo-co-certificate-of-insurance.pdf');
    await page.getByRole('link', { name: 'Report a claim' }).click();
    await page.waitForURL('**/customer/claims/create');
  });

  it("an agency admin lists its commission statements and downloads last month's statement", async () => {
    await openSession(page, server.url, 'admin@alpha.demo.test', { path: `/agency/commissions` });
    await page.getByRole('heading', { name: 'Commissions', exact: true, level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Commission statements' }).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Download statement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Download commission statement').waitFor();
    const now = new Date();
    const year = now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
    const month = now.getUTCMonth() === 0 ? 12 : now.getUTCMonth();
    await seeText(page, MONTHS[month - 1]);
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(statement.suggestedFilename()).toBe(
      `alpha-insurance-agency-commission-statement-${year}-${String(month).padStart(2, '0')}.pdf`,
    );

    // The agency-billed invoice of the same month, beside it: the PDF when the month has agency-billed policies
    // (as the billing API's stats count them), the spec's text when it has none.
    const stats = await sessionApi<{ policies: number }>(
      page,
      `/api/billing/v1/agencyBilledInvoices/stats?year=${year}&month=${month}`,
    );
    await page.getByRole('button', { name: 'Agency-billed invoice' }).click();
    const invoiceDialog = page.getByRole('dialog');
    await invoiceDialog.getByText('Download agency-billed invoice').waitFor();
    if (stats.policies > 0) {
      const [invoice] = await Promise.all([
        page.waitForEvent('download'),
        invoiceDialog.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(invoice.suggestedFilename()).toBe(
        `alpha-insurance-agency-agency-billed-invoice-${year}-${String(month).padStart(2, '0')}.pdf`,
      );
    } else {
      await invoiceDialog.getByRole('button', { name: 'Download' }).click();
      await invoiceDialog.getByText('No invoice/statements found for this month.').waitFor();
    }
  });
});
