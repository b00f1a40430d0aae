/** The answer migrations as files: schemas/forms/<form>/v<n>.migration.json, each from v<n-1> to v<n>. */
import fs from 'node:fs';
import path from 'node:path';
import type { AnswerMigration } from '../../shared/forms/migration/answerMigration';
import { parseMigration, type MigrationProblem } from '../../shared/forms/migration/parseMigration';

export const MIGRATION_FILE = /^v([1-9][0-9]*)\.migration\.json$/;

export interface MigrationFile {
  file: string;
  form: string;
  to: number;
  migration?: AnswerMigration;
  problems: MigrationProblem[];
}

export function readMigrationFile(schemaDir: string, form: string, to: number): MigrationFile | undefined {
  const file = path.join(schemaDir, form, `v${to}.migration.json`);
  if (!fs.existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { file, form, to, problems: [{ pointer: '', message: `invalid JSON: ${(error as Error).message}` }] };
  }
  return { file, form, to, ...parseMigration(raw, { form, to }) };
}

/** Every migration file of every form, in form and version order. */
export function listMigrationFiles(schemaDir: string): MigrationFile[] {
  const out: MigrationFile[] = [];
  for (const entry of fs.readdirSync(schemaDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    for (const name of fs.readdirSync(path.join(schemaDir, entry.name))) {
      const match = MIGRATION_FILE.exec(name);
      const read = match && readMigrationFile(schemaDir, entry.name, Number(match[1]));
      if (read) out.push(read);
    }
  }
  return out.sort((a, b) => a.form.localeCompare(b.form) || a.to - b.to);
}

/** The migration that brings a form to a version; a missing or broken file is an error naming it. */
export function loadMigration(schemaDir: string, form: string, to: number): AnswerMigration {
  const read = readMigrationFile(schemaDir, form, to);
  if (!read) throw new Error(`No migration ${form}/v${to}: schemas/forms/${form}/v${to}.migration.json does not exist`);
  if (!read.migration)
    throw new Error(
      `${read.file} is invalid: ${read.problems.map((p) => `${p.pointer} ${p.message}`).join('; ')} (run npm run schemas:check)`,
    );
  return read.migration;
}
