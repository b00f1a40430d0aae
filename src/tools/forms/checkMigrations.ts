/**
 * The answer migrations' part of `npm run schemas:check`: each file parses, sits between two versions that
 * exist, reads questions the old version has and writes questions the new one has; and every generated answer
 * shape valid under the old version, once migrated, is valid under the new one. A shape that cannot be moved is
 * listed with its answers and reasons.
 */
import { formQuestions, sampleValues } from '../../shared/forms/migration/formQuestions';
import { migrateAnswers } from '../../shared/forms/migration/migrateAnswers';
import { stepQuestions } from '../../shared/forms/migration/answerMigration';
import { validateForm } from '../../shared/forms/validateForm';
import { REGIONS } from '../../shared/region/regions';
import { FormCatalogue } from '../../server/forms/formCatalogue';
import { listMigrationFiles, type MigrationFile } from '../../server/forms/migrationFiles';
import type { SchemaProblem } from './checkSchemas';

type Answers = Record<string, unknown>;

/** A baseline answer to every question, and one variant per other value of each question. */
export function answerShapes(schema: unknown): Answers[] {
  const questions = [...formQuestions(schema)].map(([name, node]) => ({ name, values: sampleValues(node) }));
  const baseline: Answers = {};
  for (const { name, values } of questions) if (values.length) baseline[name] = values[0];
  const shapes = [baseline];
  for (const { name, values } of questions)
    for (const value of values.slice(1)) shapes.push({ ...baseline, [name]: value });
  return shapes;
}

function checkFile(catalogue: FormCatalogue, entry: MigrationFile): SchemaProblem[] {
  const problem = (pointer: string, message: string): SchemaProblem => ({ file: entry.file, pointer, message });
  if (!entry.migration) return entry.problems.map((p) => problem(p.pointer, p.message));
  const migration = entry.migration;
  const versions = catalogue.versions(migration.form);
  const missing = [migration.from, migration.to].filter((v) => !versions.includes(v));
  if (missing.length) return missing.map((v) => problem('', `${migration.form} has no version ${v}`));
  const before = formQuestions(catalogue.definition(migration.form, migration.from).schema);
  const after = formQuestions(catalogue.definition(migration.form, migration.to).schema);
  const problems: SchemaProblem[] = [];
  migration.steps.forEach((step, i) => {
    const { reads, writes } = stepQuestions(step);
    for (const q of reads)
      if (!before.has(q)) problems.push(problem(`/steps/${i}`, `${q} is not a question of v${migration.from}`));
    for (const q of writes)
      if (!after.has(q)) problems.push(problem(`/steps/${i}`, `${q} is not a question of v${migration.to}`));
  });
  if (problems.length) return problems;
  for (const region of REGIONS) {
    const source = catalogue.compose(migration.form, region, migration.from);
    const target = catalogue.compose(migration.form, region, migration.to);
    const seen = new Set<string>();
    for (const shape of answerShapes(source.schema)) {
      const valid = validateForm(source.schema, shape, { locale: source.locale });
      if (valid.errors.length) continue;
      const answers = valid.value as Answers;
      const key = JSON.stringify(answers);
      if (seen.has(key)) continue;
      seen.add(key);
      const moved = migrateAnswers(answers, migration);
      const reasons = moved.ok
        ? validateForm(target.schema, moved.answers, { locale: target.locale }).errors.map(
            (e) => `${e.field}: ${e.detail}`,
          )
        : moved.reasons;
      if (reasons.length)
        problems.push(problem('', `cannot move ${region} answers ${key} to v${migration.to}: ${reasons.join('; ')}`));
    }
  }
  return problems;
}

export function checkMigrations(schemaDir: string, localesDir: string): SchemaProblem[] {
  const catalogue = new FormCatalogue(schemaDir, localesDir);
  return listMigrationFiles(schemaDir).flatMap((entry) => checkFile(catalogue, entry));
}
