import fs from 'node:fs';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * "bulk import", in Chromium: Alpha's admin opens Bulk upload from the accounts list, is told to choose a
 * file, uploads a CSV of four rows (one with a bad ZIP code) with a tag and the red-accounts flag, follows the
 * server job to the end (rows done of the total, the bar full), sees the refused row with its column and message,
 * and downloads it as a file to fix. Its own server: it adds accounts to Alpha.
 */
const server = ownServer('accounts_bulk_upload');

const CSV = [
  'Account Name,Address,City,State,ZIP Code',
  'Upload One Co,1 Main St,Austin,TX,78701',
  'Upload Two Co,2 Main St,Dallas,TX,75201',
  'Upload Bad Co,3 Main St,Dallas,TX,7520',
  'Upload Four Co,4 Main St,Houston,TX,77002',
].join('\n');

describe('accounts bulk upload', () => {
  it('uploads a CSV, follows the import to the end and gets the invalid row back as a file', async () => {
    const page = await server.newPage();
    await openSession(page, server.url, 'admin@alpha.demo.test', { path: `/agency/accounts` });
    await page.getByRole('link', { name: 'Bulk upload' }).click();
    await page.waitForURL('**/agency/manage/account/import');
    await page.getByRole('heading', { name: 'Bulk Upload Accounts', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await seeText(page, 'No file selected for upload.');

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByLabel('Tags').fill('Bulk E2E');
    await page.getByLabel('Red accounts').check();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    await seeText(page, 'accounts.csv — Finished', 30_000);
    await seeText(page, '4 of 4 rows · 3 imported, 1 invalid');
    expect(await page.getByRole('progressbar', { name: '4 of 4 rows' }).getAttribute('aria-valuenow')).toBe('100');
    await seeText(page, 'Imported: 3. 1 row was not imported: download it, fix it and upload it again.');
    const table = page.getByRole('table', { name: 'Rows not imported' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr td').allInnerTexts()).toEqual(['4', 'ZIP Code', 'Invalid ZIP Code']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invalid rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('accounts-invalid-rows.csv');
    const text = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim();
    expect(text.split(/\r?\n/)).toEqual([
      'Account Name,Address,City,State,ZIP Code,Errors',
      'Upload Bad Co,3 Main St,Dallas,TX,7520,ZIP Code: Invalid ZIP Code',
    ]);

    // The imported accounts are in the list, with the tag selected.
    await page.goto(`${server.url}/agency/accounts?filter=${encodeURIComponent(JSON.stringify({ q: 'Upload' }))}`);
    await seeText(page, 'Upload Four Co');
    await page.getByText('Upload One Co').click();
    // The tag buttons paint before the account's own tags arrive: wait for the selection, not just the button.
    await page.getByRole('button', { name: 'Bulk E2E', pressed: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Bulk E2E' }).getAttribute('aria-pressed')).toBe('true');
  });
});
