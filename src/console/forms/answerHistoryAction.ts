import type { HistoryEntry } from '../../shared/api/history';

/** What a history entry of stored answers did, read from its changes; undefined for any other action. */
export type AnswerHistoryAction =
  { kind: 'migrated'; migration: string; version: number } | { kind: 'reverted'; migration: string };

export function answerHistoryAction(entry: Pick<HistoryEntry, 'action' | 'changes'>): AnswerHistoryAction | undefined {
  const change = (field: string) => entry.changes.find((c) => c.field === field);
  const migration = change('migration');
  if (entry.action === 'migrate' && typeof migration?.after === 'string')
    return { kind: 'migrated', migration: migration.after, version: Number(change('schemaVersion')?.after) };
  if (entry.action === 'revert-migration' && typeof migration?.before === 'string')
    return { kind: 'reverted', migration: migration.before };
  return undefined;
}
