import { DEMO, forEachDatabase } from './support/databases';

const VERSIONS_API = '/api/forms/v1/versions';

forEachDatabase('form versions', (ctx) => {
  it("staff read each form's versions with the records on each and the dry run of the pending migration", async () => {
    const staff = await ctx.login(DEMO.staff);
    const answer = await ctx.request('GET', VERSIONS_API, { token: staff });
    expect(answer.status).toBe(200);
    const p250 = answer.json.find((entry: { form: string }) => entry.form === 'securityP250');
    // The demo stores three clients' P250 answers under v1 (src/server/seed/demoFormAnswers.ts).
    expect(p250.versions).toEqual([
      { version: 1, records: 3 },
      { version: 2, records: 0 },
    ]);
    expect(p250.pending).toHaveLength(1);
    expect(p250.pending[0]).toMatchObject({
      migrationId: 'securityP250/v2',
      from: 1,
      to: 2,
      total: 3,
      wouldMove: 3,
      alreadyCurrent: 0,
      failedIds: [],
      moved: 0,
      fieldChanges: { answeredBy: 3, isVerifyingBankAccounts: 2, verifiesBankAccounts: 2, backupFrequency: 1 },
    });
    const social = answer.json.find((entry: { form: string }) => entry.form === 'socialEngineering');
    expect(social.pending).toEqual([]);
    expect(social.versions.every((v: { records: number }) => Number.isInteger(v.records))).toBe(true);
  });

  it('an agency admin and a policyholder get 403', async () => {
    for (const who of [DEMO.alphaAdmin, DEMO.owner]) {
      const answer = await ctx.request('GET', VERSIONS_API, { token: await ctx.login(who) });
      expect(answer.status, who).toBe(403);
    }
    expect((await ctx.request('GET', VERSIONS_API)).status).toBe(401);
  });
});
