import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columnTypes';

/** Tables of the schema-driven forms (migration 004). */
type Json = ColumnType<Record<string, unknown>, string, string>;

export interface ClaimsTable {
  id: Generated<string>;
  accountId: string;
  claimNumber: string | null;
  status: Generated<string>;
  isFiled: Generated<boolean>;
  reporterName: string | null;
  lossDate: string | null;
  schemaId: string;
  schemaVersion: number;
  answers: Json;
  searchText: ColumnType<string, never, never>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface FormAnswersTable {
  id: Generated<string>;
  accountId: string;
  form: string;
  schemaId: string;
  schemaVersion: number;
  answers: Json;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface FormTables {
  claims: ClaimsTable;
  formAnswers: FormAnswersTable;
}
