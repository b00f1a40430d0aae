/**
 * What an answer migration would do (or did) to a form's stored answers, as the command and the API print it, and
 * GET /api/forms/v1/versions: each form's versions with the records stored on each, and its pending migrations.
 */
export interface MigrationFailure {
  reason: string;
  count: number;
  /** Up to five record ids (form_answers ids) with their account. */
  examples: { id: string; accountId: string }[];
}

export interface MigrationReport {
  migrationId: string;
  form: string;
  from: number;
  to: number;
  total: number;
  /** Records on the version migrated from that move cleanly. */
  wouldMove: number;
  /** Records already on the target version (skipped). */
  alreadyCurrent: number;
  /** Records that cannot be moved, grouped by reason. */
  failures: MigrationFailure[];
  /** Every record id that cannot be moved. */
  failedIds: string[];
  /** How many moving records each question changes in. */
  fieldChanges: Record<string, number>;
  /** Records moved by this run (0 on a dry run). */
  moved: number;
}

export interface FormVersionsOverview {
  form: string;
  /** Every version of the form, oldest first, with the number of stored answers on it. */
  versions: { version: number; records: number }[];
  /** The dry run of each migration of the form that has records left on the version it moves from. */
  pending: MigrationReport[];
}
