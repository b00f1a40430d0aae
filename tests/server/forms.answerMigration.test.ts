import { FormAnswers } from '../../src/server/forms/formAnswers';
import { FormCatalogue } from '../../src/server/forms/formCatalogue';
import { MigrationRefused, runMigration, type MigrationContext } from '../../src/server/forms/answerMigrationRun';
import { migrateStoredAnswers } from '../../src/server/forms/answersMigration';
import { parseMigration } from '../../src/shared/forms/migration/parseMigration';
import { DEMO_P250_ANSWERS } from '../../src/server/seed/demoFormAnswers';
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const FORM = 'securityP250';
const V1_ANSWERS: Record<string, unknown>[] = [
  { isVerifyingBankAccounts: 'YES', backupFrequency: 'SIX_MONTHS', testedFullFailover: 'NO' },
  { isVerifyingBankAccounts: 'NO', isAuthenticatingFundTransferRequests: 'YES', backupFrequency: 'NEVER' },
  { dmzSeparation: 'YES', thirdPartySecurityAgreement: 'NO', contingentSystemFailureRequired: true },
  { backupFrequency: 'DAILY' },
  { isVerifyingBankAccounts: 'YES', isPreventingUnauthorizedWireTransfers: 'YES', backupFrequency: 'WEEKLY' },
];
/** The demo's own v1 answers (src/server/seed/demoFormAnswers.ts) move with these. */
const DEMO_RECORDS = DEMO_P250_ANSWERS.length;
const ALL = V1_ANSWERS.length + DEMO_RECORDS;

forEachDatabase('answer migrations', (ctx) => {
  let staff: string;
  let accountIds: string[];
  let context: MigrationContext;

  const snapshot = async () => ({
    answers: await ctx.db.selectFrom('formAnswers').selectAll().where('form', '=', FORM).orderBy('id').execute(),
    history: await ctx.db.selectFrom('recordHistory').selectAll().where('resource', '=', 'formAnswers').execute(),
  });
  const run = (request: { dryRun?: boolean; revert?: string; afterTransaction?: (moved: number) => void }) =>
    migrateStoredAnswers(ctx.db, ctx.config.region, {
      form: FORM,
      to: 2,
      actor: 'Ana Analyst',
      transactionSize: 2,
      pageSize: 3,
      ...request,
    });

  beforeAll(async () => {
    staff = await ctx.login(DEMO.alphaAdmin);
    accountIds = [];
    for (const [i] of V1_ANSWERS.entries()) {
      const created = await ctx.request('POST', ACCOUNTS_API, {
        token: staff,
        body: {
          name: `Migration ${i}`,
          country: 'US',
          address1: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
        },
      });
      accountIds.push(created.json.id);
    }
    // Answers stored before v2 existed: rows on v1, as the form wrote them then.
    await ctx.db
      .insertInto('formAnswers')
      .values(
        accountIds.map((accountId, i) => ({
          accountId,
          form: FORM,
          schemaId: FORM,
          schemaVersion: 1,
          answers: JSON.stringify(V1_ANSWERS[i]),
          modified: new Date(),
        })),
      )
      .execute();
    const catalogue = FormCatalogue.fromEnvironment();
    context = {
      db: ctx.db,
      catalogue,
      region: ctx.config.region,
      answers: new FormAnswers(ctx.db, catalogue, ctx.config.region),
    };
  });

  it('a dry run reports what would move and writes nothing', async () => {
    const before = await snapshot();
    const outcome = await run({ dryRun: true });
    expect(outcome.kind).toBe('plan');
    if (outcome.kind === 'revert') return;
    expect(outcome.report).toMatchObject({ total: ALL, wouldMove: ALL, alreadyCurrent: 0, failedIds: [], moved: 0 });
    expect(DEMO_RECORDS).toBe(3);
    expect(outcome.report.fieldChanges).toEqual({
      // Three of this test's answers and two of the demo's answer the bank question; one of each backs up six-monthly.
      isVerifyingBankAccounts: 5,
      verifiesBankAccounts: 5,
      backupFrequency: 2,
      answeredBy: ALL,
      // The read-only group flags take their defaults, as any write under v2 gives them (the demo's have them).
      contingentSystemFailureRequired: 4,
      cyberCrimeLossRequired: 5,
      fullSystemFailureRequired: 5,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a migration that cannot move every answer, naming the records, and writes nothing', async () => {
    const parsed = parseMigration(
      {
        form: FORM,
        from: 1,
        to: 2,
        steps: [
          { rename: { from: 'isVerifyingBankAccounts', to: 'verifiesBankAccounts' } },
          { map: { question: 'backupFrequency', values: {}, keep: ['DAILY', 'WEEKLY', 'NEVER'] } },
        ],
      },
      { form: FORM, to: 2 },
    );
    const before = await snapshot();
    const refused = await runMigration(context, parsed.migration!, { actor: 'Ana Analyst' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MigrationRefused);
    // This test's first answers and the demo's Customer Demo Co back up six-monthly.
    const customerDemo = DEMO_P250_ANSWERS.find((demo) => demo.answers.backupFrequency === 'SIX_MONTHS')!;
    const customerDemoId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('name', '=', customerDemo.account)
        .executeTakeFirstOrThrow()
    ).id;
    const sixMonthly = before.answers
      .filter((row) => row.accountId === accountIds[0] || row.accountId === customerDemoId)
      .map((row) => ({ id: row.id, accountId: row.accountId }));
    expect(sixMonthly).toHaveLength(2);
    expect((refused as MigrationRefused).report.failedIds).toEqual(sixMonthly.map((row) => row.id));
    for (const { id } of sixMonthly) expect((refused as MigrationRefused).message).toContain(id);
    expect((refused as MigrationRefused).report.failures).toEqual([
      { reason: 'backupFrequency: no mapping for "SIX_MONTHS"', count: 2, examples: sixMonthly },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('a run stopped after its first transaction, run again, moves each answer once; the API reads v2 with its history', async () => {
    const stopped = await run({
      afterTransaction: () => {
        throw new Error('stopped');
      },
    }).catch((e: unknown) => e);
    expect((stopped as Error).message).toBe('stopped');
    const half = await snapshot();
    expect(half.answers.filter((row) => row.schemaVersion === 2)).toHaveLength(2);

    const outcome = await run({});
    expect(outcome.kind === 'run' && outcome.report).toMatchObject({ total: ALL, alreadyCurrent: 2, moved: ALL - 2 });
    const after = await snapshot();
    expect(after.answers.every((row) => row.schemaVersion === 2)).toBe(true);
    const migrations = after.history.filter((entry) => entry.action === 'migrate');
    expect(migrations.map((entry) => entry.recordId).sort()).toEqual(after.answers.map((row) => row.id).sort());

    const read = await ctx.request('GET', `/api/forms/v1/answers/${FORM}/${accountIds[0]}`, { token: staff });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ schemaVersion: 2, version: 2 });
    expect(read.json.answers).toEqual({
      verifiesBankAccounts: 'YES',
      backupFrequency: 'HALF_YEARLY',
      testedFullFailover: 'NO',
      answeredBy: 'UNKNOWN',
      contingentSystemFailureRequired: false,
      cyberCrimeLossRequired: false,
      fullSystemFailureRequired: false,
    });
    const history = await ctx.request('GET', `/api/forms/v1/answers/${FORM}/${accountIds[0]}/history`, {
      token: staff,
    });
    expect(history.json).toHaveLength(1);
    expect(history.json[0]).toMatchObject({ action: 'migrate', actorEmail: 'Ana Analyst' });
    const beta = await ctx.login(DEMO.betaAdmin);
    const foreign = await ctx.request('GET', `/api/forms/v1/answers/${FORM}/${accountIds[0]}/history`, { token: beta });
    expect(foreign.status, "another agency reads none of Alpha's answers' history").toBe(404);
    expect(history.json[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'migration', before: null, after: `${FORM}/v2` },
        { field: 'schemaVersion', before: 1, after: 2 },
      ]),
    );
    // Saving the moved answers through the form works under v2.
    const saved = await ctx.request('PUT', `/api/forms/v1/answers/${FORM}/${accountIds[3]}`, {
      token: staff,
      body: { version: 2, answers: { backupFrequency: 'HALF_YEARLY', answeredBy: 'BROKER' } },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  });

  it('refuses to revert while an answer changed since, and reverts to the v1 answers exactly otherwise', async () => {
    const refused = await run({ revert: `${FORM}/v2` }).catch((e: unknown) => e);
    expect((refused as Error).message).toMatch(/cannot be reverted: 1 record\(s\) changed since/);
    // Put the changed one back as the migration left it, through the form.
    const current = await ctx.request('GET', `/api/forms/v1/answers/${FORM}/${accountIds[3]}`, { token: staff });
    await ctx.request('PUT', `/api/forms/v1/answers/${FORM}/${accountIds[3]}`, {
      token: staff,
      body: { version: current.json.version, answers: { backupFrequency: 'DAILY', answeredBy: 'UNKNOWN' } },
    });

    const outcome = await run({ revert: `${FORM}/v2` });
    expect(outcome.kind === 'revert' && outcome.report.reverted).toBe(ALL);
    const after = await snapshot();
    for (const [i, accountId] of accountIds.entries()) {
      const row = after.answers.find((r) => r.accountId === accountId)!;
      expect(row.schemaVersion).toBe(1);
      expect(row.answers).toEqual(V1_ANSWERS[i]);
    }
    const history = await ctx.request('GET', `/api/forms/v1/answers/${FORM}/${accountIds[0]}/history`, {
      token: staff,
    });
    expect(history.json.map((e: { action: string }) => e.action)).toEqual(['revert-migration', 'migrate']);
  });
});
