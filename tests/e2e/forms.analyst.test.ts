import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generateFormTypes } from '../../src/tools/forms/generateTypes';
import { startSeededServer, type RunningServer } from './support/consoleServer';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { api, errorOf, fill, valueOf, waitShown } from './support/schemaForm';
import { signInApi } from './support/authJourney';

// The analyst's workflow on a COPY of the schemas and labels: the server reads them from the copy, the
// console renders what the server serves, so nothing here changes code.
let browser: Browser;
let page: Page;
let server: RunningServer;
let copy: string;
let token: string;
let accountId: string;
const schemaDir = () => path.join(copy, 'schemas');
const labelsFile = () => path.join(copy, 'locales', 'en-US', 'forms.json');

function editJson(file: string, edit: (json: any) => void): void {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-copy-'));
  fs.cpSync('schemas/forms', schemaDir(), { recursive: true });
  fs.cpSync('locales', path.join(copy, 'locales'), { recursive: true });
  server = await startSeededServer('e2e_analyst', {
    FORMS_SCHEMA_DIR: schemaDir(),
    FORMS_LOCALES_DIR: path.join(copy, 'locales'),
  });
  token = await signInApi(server.url, 'staff@demo.test');
  accountId = (await api(server.url, token, 'GET', '/api/account/v1/account/search?size=1')).json.content[0].id;
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'staff@demo.test');
  await page.waitForURL('**/admin/dashboard');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(copy, { recursive: true, force: true });
});

describe('an analyst adds a question by editing a schema file and one locale line', () => {
  it('the open console shows the new question within 2 seconds, without a restart or reload', async () => {
    await page.goto(`${server.url}/admin/accounts/${accountId}/questionnaire/media?liveForms`);
    await waitShown(page, 'contentReviewProcedure');
    await waitShown(page, 'mediaLegalReviewer', false);
    editJson(path.join(schemaDir(), 'media', 'v1.schema.json'), (schema) => {
      schema.properties.mediaLegalReviewer = {
        type: 'string',
        pattern: '^[A-Za-z ]+$',
        errorMessage: "Please enter the reviewer's name",
      };
    });
    editJson(labelsFile(), (labels) => {
      labels.forms.labels.media.mediaLegalReviewer = 'Media Legal Reviewer';
    });
    const edited = Date.now();
    await waitShown(page, 'mediaLegalReviewer');
    expect(Date.now() - edited).toBeLessThan(2_000 + 500);
    await seeText(page, 'Media Legal Reviewer');
  });

  it("the console refuses an invalid answer with the schema's message and saves a valid one", async () => {
    await page.locator('#root_contentReviewProcedure').getByLabel('Yes', { exact: true }).check();
    await page.locator('#root_copyrightClearanceSearch').getByLabel('No', { exact: true }).check();
    await fill(page, 'mediaLegalReviewer', 'R2D2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'mediaLegalReviewer')).toBe("Please enter the reviewer's name");
    await fill(page, 'mediaLegalReviewer', 'Ada Lovelace');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Saved');
    expect(await valueOf(page, 'mediaLegalReviewer')).toBe('Ada Lovelace');
  });

  it('the server accepts a valid answer and refuses an invalid one with the right message', async () => {
    const url = `/api/forms/v1/answers/media/${accountId}`;
    const current = (await api(server.url, token, 'GET', url)).json;
    const answers = { contentReviewProcedure: true, copyrightClearanceSearch: true };
    const refused = await api(server.url, token, 'PUT', url, {
      answers: { ...answers, mediaLegalReviewer: '42' },
      version: current.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'mediaLegalReviewer', detail: "Please enter the reviewer's name" }]);
    const accepted = await api(server.url, token, 'PUT', url, {
      answers: { ...answers, mediaLegalReviewer: 'Grace Hopper' },
      version: current.version,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.answers.mediaLegalReviewer).toBe('Grace Hopper');
  });

  it('the generated type includes the new question', async () => {
    const types = await generateFormTypes(schemaDir());
    expect(types.get('media.ts')).toMatch(/mediaLegalReviewer\?: string;/);
  });
});

describe('schema versions', () => {
  it('a claim saved under version 1 still opens with its answers after version 2 changes a question', async () => {
    // A retry starts where the first try did: with version 1 the latest.
    const dir = path.join(schemaDir(), 'claim');
    for (const file of ['v2.schema.json', 'v2.ui.json']) fs.rmSync(path.join(dir, file), { force: true });
    const v1 = await api(server.url, token, 'POST', '/api/policy/v1/claim', {
      accountId,
      name: 'Old Reporter',
      role: 'CFO',
      isRightContact: true,
      address: '1 Old Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      lossDescription: 'A very long description of the loss',
    });
    expect(v1.status).toBe(201);
    expect(v1.json.schemaVersion).toBe(1);
    // Version 2 limits the loss description to 10 characters and drops the role question.
    const v2 = JSON.parse(fs.readFileSync(path.join(dir, 'v1.schema.json'), 'utf8'));
    v2.version = 2;
    v2.properties.lossDescription = { type: 'string', maxLength: 10 };
    delete v2.properties.role;
    fs.writeFileSync(path.join(dir, 'v2.schema.json'), JSON.stringify(v2, null, 2));
    fs.copyFileSync(path.join(dir, 'v1.ui.json'), path.join(dir, 'v2.ui.json'));

    const v2Claim = await api(server.url, token, 'POST', '/api/policy/v1/claim', {
      accountId,
      name: 'New Reporter',
      isRightContact: true,
      address: '1 New Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      lossDescription: 'A very long description of the loss',
    });
    expect(v2Claim.status).toBe(400);
    expect(v2Claim.json.errors).toEqual([
      { field: 'lossDescription', detail: 'Loss Description must be at most 10 characters' },
    ]);

    await page.goto(`${server.url}/admin/claims/${v1.json.id}`);
    await waitShown(page, 'role');
    expect(await valueOf(page, 'role')).toBe('CFO');
    expect(await page.locator('#root_lossDescription').first().inputValue()).toBe(
      'A very long description of the loss',
    );
    // Still validated against its own version: saving keeps it on v1 and accepts the long description.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Claim progress saved');
    const reread = await api(server.url, token, 'GET', `/api/claims/v1/${v1.json.id}`);
    expect(reread.json).toMatchObject({ schemaVersion: 1, role: 'CFO' });
  });
});
