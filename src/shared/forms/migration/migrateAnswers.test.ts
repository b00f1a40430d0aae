import { describe, expect, it } from 'vitest';
import type { AnswerMigration } from './answerMigration';
import { migrateAnswers } from './migrateAnswers';
import { parseMigration } from './parseMigration';

const migration = (steps: unknown[]): AnswerMigration => {
  const parsed = parseMigration({ form: 'security', from: 1, to: 2, steps }, { form: 'security', to: 2 });
  if (!parsed.migration) throw new Error(JSON.stringify(parsed.problems));
  return parsed.migration;
};

describe('parseMigration', () => {
  it('types a valid file and names it <form>/v<to>', () => {
    const parsed = parseMigration(
      { form: 'security', from: 1, to: 2, steps: [{ drop: { question: 'edr' } }] },
      { form: 'security', to: 2 },
    );
    expect(parsed.migration).toEqual({
      id: 'security/v2',
      form: 'security',
      from: 1,
      to: 2,
      steps: [{ drop: { question: 'edr' } }],
    });
  });

  it('names each mistake by pointer', () => {
    const parsed = parseMigration(
      {
        form: 'other',
        from: 3,
        to: 2,
        steps: [{ rename: { from: 'a' } }, { explode: {} }, { derive: { question: 'x', op: 'times', from: ['a'] } }],
        extra: 1,
      },
      { form: 'security', to: 2 },
    );
    expect(parsed.problems).toEqual([
      { pointer: '/extra', message: 'unknown key' },
      { pointer: '/form', message: 'must be "security" (its folder)' },
      { pointer: '/from', message: 'must be 1' },
      { pointer: '/steps/0/rename', message: 'needs "from" and "to" question names' },
      { pointer: '/steps/1', message: 'unknown step "explode" (rename, map, default, drop, derive)' },
      { pointer: '/steps/2/derive', message: '"op" is one of sum, difference, copy, allYes, anyYes' },
    ]);
  });
});

describe('migrateAnswers', () => {
  it('renames, maps, defaults, drops and derives, in order, leaving the input alone', () => {
    const input = { bank: 'YES', wire: 'YES', backup: 'SIX_MONTHS', edr: 'NO', revenue: 10, nonUs: 4 };
    const result = migrateAnswers(
      input,
      migration([
        { rename: { from: 'bank', to: 'verifiesBankAccounts' } },
        { map: { question: 'backup', values: { SIX_MONTHS: 'HALF_YEARLY' }, keep: ['DAILY'] } },
        { default: { question: 'answeredBy', value: 'UNKNOWN' } },
        { drop: { question: 'edr' } },
        { derive: { question: 'usRevenue', op: 'difference', from: ['revenue', 'nonUs'] } },
        { derive: { question: 'bankControls', op: 'allYes', from: ['verifiesBankAccounts', 'wire'] } },
      ]),
    );
    expect(result).toEqual({
      ok: true,
      answers: {
        verifiesBankAccounts: 'YES',
        wire: 'YES',
        backup: 'HALF_YEARLY',
        answeredBy: 'UNKNOWN',
        revenue: 10,
        nonUs: 4,
        usRevenue: 6,
        bankControls: 'YES',
      },
    });
    expect(input.bank).toBe('YES');
  });

  it('keeps a given answer over a default and skips steps whose questions are unanswered', () => {
    const result = migrateAnswers(
      { answeredBy: 'BROKER' },
      migration([
        { default: { question: 'answeredBy', value: 'UNKNOWN' } },
        { rename: { from: 'bank', to: 'verifiesBankAccounts' } },
        { map: { question: 'backup', values: { SIX_MONTHS: 'HALF_YEARLY' } } },
        { derive: { question: 'total', op: 'sum', from: ['a', 'b'] } },
      ]),
    );
    expect(result).toEqual({ ok: true, answers: { answeredBy: 'BROKER' } });
  });

  it('needs a person for an unmapped value, a rename onto an answer and a derivation from the wrong kind', () => {
    const result = migrateAnswers(
      { backup: 'HOURLY', a: 'x', b: 'YES', old: 1, new: 2 },
      migration([
        { map: { question: 'backup', values: { SIX_MONTHS: 'HALF_YEARLY' } } },
        { rename: { from: 'old', to: 'new' } },
        { derive: { question: 'total', op: 'sum', from: ['a', 'b'] } },
        { derive: { question: 'both', op: 'anyYes', from: ['a', 'b'] } },
      ]),
    );
    expect(result).toEqual({
      ok: false,
      needsPerson: true,
      reasons: [
        'backup: no mapping for "HOURLY"',
        'new: already answered, so old cannot be renamed onto it',
        'total: is derived from answers that are not numbers',
        'both: is derived from answers that are not yes/no',
      ],
    });
  });
});
