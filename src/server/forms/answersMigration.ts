/** The answer migration of one form to a version, on an open database: dry run, real run or revert. */
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Region } from '../../shared/region/regions';
import type { Database } from '../db/tables';
import { planMigration, revertMigration, runMigration, type RevertReport, type RunOptions } from './answerMigrationRun';
import { FormAnswers } from './formAnswers';
import { FormCatalogue } from './formCatalogue';
import { loadMigration } from './migrationFiles';
import type { MigrationReport } from './migrationReport';

export interface AnswersMigrationRequest extends RunOptions {
  form: string;
  to: number;
  dryRun?: boolean;
  /** A migration id (`<form>/v<n>`) to revert instead of running. */
  revert?: string;
}

export type AnswersMigrationOutcome =
  | { kind: 'plan'; report: MigrationReport }
  | { kind: 'run'; report: MigrationReport }
  | { kind: 'revert'; report: RevertReport };

export async function migrateStoredAnswers(
  db: Kysely<Database>,
  region: Region,
  request: AnswersMigrationRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AnswersMigrationOutcome> {
  const catalogue = FormCatalogue.fromEnvironment(env);
  const context = { db, catalogue, region, answers: new FormAnswers(db, catalogue, region) };
  if (request.revert) {
    const match = /^([A-Za-z][A-Za-z0-9]*)\/v([1-9][0-9]*)$/.exec(request.revert);
    if (!match || match[1] !== request.form)
      throw new Error(`--revert takes ${request.form}/v<n>, got ${request.revert}`);
    const migration = loadMigration(path.resolve(catalogue.schemaDir), match[1], Number(match[2]));
    return { kind: 'revert', report: await revertMigration(context, migration, request) };
  }
  const migration = loadMigration(catalogue.schemaDir, request.form, request.to);
  if (request.dryRun) return { kind: 'plan', report: await planMigration(context, migration, request.pageSize) };
  return { kind: 'run', report: await runMigration(context, migration, request) };
}
