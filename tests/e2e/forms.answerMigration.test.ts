import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { callApi, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';
import { question, waitShown } from './support/schemaForm';

/**
 * Moving stored answers to a new form version, as an analyst does it: the demo's P250 security answers are stored
 * under v1 (src/server/seed/demoFormAnswers.ts); `npm run answers:migrate` pointed at the server's database moves
 * them to v2; staff see the records per version and the pending migration's dry run before, and Customer Demo Co's
 * answers on v2 with the migration in their history after.
 * Its own server: it changes the demo answers.
 */
const server = ownServer('forms_answer_migration');
const MIGRATION = 'securityP250/v2';

/** The command an analyst runs, with the server's database as its DATABASE_URL. */
async function answersMigrate(databaseUrl: string, ...args: string[]): Promise<string> {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const { stdout } = await promisify(execFile)(tsx, ['src/tools/forms/answersMigrateCommand.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, REGION: 'US' },
    timeout: 120_000,
  });
  return stdout;
}

/** The securityP250 card of the staff's form versions page: its records per version and its pending migration. */
async function p250Versions(page: Page, url: string): Promise<{ versions: string[]; pending: string }> {
  await page.goto(`${url}/admin/forms/versions`);
  const card = page.getByRole('region', { name: 'securityP250', exact: true });
  const rows = card.getByRole('table').getByRole('row');
  await rows.nth(2).waitFor();
  const versions = (await rows.allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' ').trim());
  return { versions, pending: await card.innerText() };
}

const checkedOption = (page: Page, path: string, option: string) =>
  question(page, path).first().getByLabel(option, { exact: true }).isChecked();

describe('answer migrations in the console', () => {
  it("staff see the pending migration, then Customer Demo Co's P250 answers on v2 with the migration in their history", async () => {
    const owner = await signInApi(server.url, 'owner@customer.demo.test');
    const listed = await callApi(server.url, 'GET', '/api/account/v1/account/search?size=25', owner);
    const customerId = (listed.json.content as { id: string; name: string }[]).find(
      (a) => a.name === 'Customer Demo Co',
    )!.id;
    const page = await server.newPage();
    await openSession(page, server.url, 'staff@demo.test', {
      path: `/admin/accounts/${customerId}/questionnaire/securityP250`,
    });
    await waitShown(page, 'isVerifyingBankAccounts');
    await seeText(page, 'Answered on v1');
    expect(await checkedOption(page, 'isVerifyingBankAccounts', 'YES')).toBe(true);
    expect(await question(page, 'backupFrequency').first().innerText()).toContain('SIX_MONTHS');
    const history = page.getByRole('region', { name: 'Answer history' });
    await history.getByText('No migration has moved these answers.').waitFor();

    const before = await p250Versions(page, server.url);
    expect(before.versions).toEqual(['v1 3', 'v2 0']);
    expect(before.pending).toContain(`Migration ${MIGRATION}: v1 → v2 (dry run)`);
    expect(before.pending).toContain('Would move: 3');
    expect(before.pending).toContain('answeredBy: 3');

    const dryRun = await answersMigrate(server.databaseUrl, 'securityP250', '--to', 'v2', '--dry-run');
    expect(dryRun).toContain('would move: 3');
    const run = await answersMigrate(server.databaseUrl, 'securityP250', '--to', 'v2', '--actor', 'staff@demo.test');
    expect(run).toContain('moved now: 3');

    const after = await p250Versions(page, server.url);
    expect(after.versions).toEqual(['v1 0', 'v2 3']);
    expect(after.pending).toContain('No migration has records to move.');

    await page.goto(`${server.url}/admin/accounts/${customerId}/questionnaire/securityP250`);
    await waitShown(page, 'verifiesBankAccounts');
    await seeText(page, 'Answered on v2');
    expect(await question(page, 'isVerifyingBankAccounts').count()).toBe(0);
    // The renamed question keeps the old answer, the six-monthly backup is HALF_YEARLY, the new question its default.
    expect(await checkedOption(page, 'verifiesBankAccounts', 'YES')).toBe(true);
    expect(await question(page, 'backupFrequency').first().innerText()).toContain('HALF_YEARLY');
    expect(await checkedOption(page, 'answeredBy', 'UNKNOWN')).toBe(true);
    expect(await checkedOption(page, 'isPreventingUnauthorizedWireTransfers', 'NO')).toBe(true);

    const rows = history.getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'short' }).format(new Date());
    const cells = await rows.nth(1).getByRole('cell').allInnerTexts();
    expect(cells[0]).toContain(today);
    expect(cells.slice(1)).toEqual([`Moved to v2 by migration ${MIGRATION}`, 'staff@demo.test']);
  });
});
