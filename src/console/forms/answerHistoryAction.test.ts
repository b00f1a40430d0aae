import { answerHistoryAction } from './answerHistoryAction';

describe('what an answer history entry did', () => {
  it('reads the migration and the version a migration moved the answers to, and the migration a revert undid', () => {
    expect(
      answerHistoryAction({
        action: 'migrate',
        changes: [
          { field: 'migration', before: null, after: 'securityP250/v2' },
          { field: 'schemaVersion', before: 1, after: 2 },
        ],
      }),
    ).toEqual({ kind: 'migrated', migration: 'securityP250/v2', version: 2 });
    expect(
      answerHistoryAction({
        action: 'revert-migration',
        changes: [
          { field: 'migration', before: 'securityP250/v2', after: null },
          { field: 'schemaVersion', before: 2, after: 1 },
        ],
      }),
    ).toEqual({ kind: 'reverted', migration: 'securityP250/v2' });
  });

  it('answers nothing for another action', () => {
    expect(answerHistoryAction({ action: 'update', changes: [] })).toBeUndefined();
  });
});
