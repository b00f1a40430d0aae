import type { ColumnType, Generated } from 'kysely';

/** The workflow links of migration 007 (spec 000 §2.8). */
export interface WorkflowsTable {
  /** The unguessable part of the link /validate/{id}. */
  id: string;
  flow: string;
  /** The flow user: the platform user the link was sent to. */
  userId: string;
  redirectUrl: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  createdBy: string | null;
  created: Generated<Date>;
}

export interface WorkflowTables {
  workflows: WorkflowsTable;
}
