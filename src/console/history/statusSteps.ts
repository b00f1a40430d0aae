import type { HistoryEntry } from '../../shared/api/history';

/** One move of a record's status, as its history recorded it. */
export interface StatusStep {
  id: string;
  action: string;
  from?: string;
  to: string;
  at: string;
  by?: string;
}

/** The history entries that set or moved the status, oldest first (the history answers newest first). */
export function statusSteps(entries: readonly HistoryEntry[]): StatusStep[] {
  return entries
    .flatMap((entry) => {
      const change = entry.changes.find((candidate) => candidate.field === 'status');
      if (!change || change.after === null || change.after === undefined) return [];
      return [
        {
          id: entry.id,
          action: entry.action,
          from: change.before === null || change.before === undefined ? undefined : String(change.before),
          to: String(change.after),
          at: entry.created,
          by: entry.actorEmail ?? undefined,
        },
      ];
    })
    .reverse();
}
