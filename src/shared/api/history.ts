/** A record's history as the API answers it (`GET …/{id}/history`), for the server and the console alike. */

/** One field of a record as it was before and after a change (null when absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One history entry; `When` is a Date on the server and the ISO string it becomes in JSON. */
export interface HistoryEntry<When = string> {
  id: string;
  resource: string;
  recordId: string;
  action: string;
  actorUserId: string | null;
  actorEmail: string | null;
  /** The staff user acting as the actor (a jump-in), when there is one. */
  impersonatorUserId: string | null;
  /** That staff user, named for the reader (spec 000 §2.7). */
  impersonatorEmail?: string | null;
  changes: FieldChange[];
  created: When;
}
