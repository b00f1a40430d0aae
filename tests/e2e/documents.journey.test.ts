/**
 * In Chromium, documents: Alpha's admin uploads a small PDF on an Alpha client's page (the account's
 * Documents tab) and downloads it back byte for byte; staff download it from the Documents page too; Beta's
 * admin sees no document and a direct link to it answers "An error occurred finding the document…".
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_PASSWORD, openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

const server = ownServer('e2e_documents_journey');
const DOC_NAME = 'Journey Signed Policy';
let pdf: Uint8Array;
let alphaAccountId: string;
let docId: string;

async function tokenOf(email: string): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function signedIn(email: string, landing: string): Promise<Page> {
  const page = await server.newPage();
  await openSession(page, server.url, email);
  await page.waitForURL(`**${landing}**`);
  return page;
}

/** Clicks the document's download button and answers the bytes Chromium saved. */
async function downloaded(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${DOC_NAME}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('signed-policy.pdf');
  return fs.readFileSync((await download.path())!);
}

beforeAll(async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([300, 200]).drawText('Signed policy, Alpha Omega Consulting', { x: 20, y: 100, size: 10, font });
  pdf = await document.save();
  const search = await fetch(`${server.url}/api/account/v1/account/search?search=*alpha omega*`, {
    headers: { authorization: `Bearer ${await tokenOf('admin@alpha.demo.test')}` },
  });
  alphaAccountId = ((await search.json()) as { content: { id: string }[] }).content[0].id;
});

describe('a document uploaded by Alpha', () => {
  it("is uploaded on the Alpha client's Documents tab and downloaded back by Alpha", async () => {
    const page = await signedIn('admin@alpha.demo.test', '/agency/dashboard');
    await page.goto(`${server.url}/agency/accounts/${alphaAccountId}/show/documents`);
    await seeText(page, 'No documents yet.');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'signed-policy.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await dialog.getByLabel('Document Name').fill(DOC_NAME);
    await dialog.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Policy', exact: true }).click();
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await seeText(page, 'File uploaded successfully!');
    const row = page.getByRole('row', { name: new RegExp(DOC_NAME) });
    await row.waitFor();
    expect(await row.locator('[data-file-kind]').getAttribute('data-file-kind')).toBe('pdf');
    expect(Buffer.compare(await downloaded(page), Buffer.from(pdf))).toBe(0);
    await page.context().close();

    const search = await fetch(`${server.url}/api/docs/v1/search?accountId=${alphaAccountId}`, {
      headers: { authorization: `Bearer ${await tokenOf('admin@alpha.demo.test')}` },
    });
    docId = ((await search.json()) as { content: { docId: string; docName: string }[] }).content.find(
      (document) => document.docName === DOC_NAME,
    )!.docId;
  });

  it('is downloaded by staff from the Documents page', async () => {
    const page = await signedIn('staff@demo.test', '/admin/');
    await page.goto(`${server.url}/admin/documents`);
    await page.getByRole('row', { name: new RegExp(DOC_NAME) }).waitFor();
    expect(Buffer.compare(await downloaded(page), Buffer.from(pdf))).toBe(0);
    await page.context().close();
  });

  it("is not Beta's: the list is empty and a direct link is not found", async () => {
    const page = await signedIn('admin@beta.demo.test', '/agency/dashboard');
    await page.goto(`${server.url}/agency/documents`);
    await seeText(page, 'No documents yet.');
    await page.goto(`${server.url}/agency/documents?docId=${docId}`);
    await seeText(page, 'An error occurred finding the document. Please try again');
    expect(await page.getByText(DOC_NAME).count()).toBe(0);
    await page.context().close();
  });
});
