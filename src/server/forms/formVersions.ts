/**
 * Where a form's stored answers stand: how many records are on each version of each form, and the dry-run report
 * of each migration that still has records to move (records on the version it moves from).
 */
import type { FormVersionsOverview } from '../../shared/api/formVersions';
import { planMigration, type MigrationContext } from './answerMigrationRun';
import { readMigrationFile } from './migrationFiles';

export async function formVersionsOverview(context: MigrationContext): Promise<FormVersionsOverview[]> {
  const counted = await context.db
    .selectFrom('formAnswers')
    .select(['form', 'schemaVersion'])
    .select((eb) => eb.fn.countAll().as('records'))
    .groupBy(['form', 'schemaVersion'])
    .execute();
  const recordsOn = (form: string, version: number) =>
    Number(counted.find((row) => row.form === form && row.schemaVersion === version)?.records ?? 0);
  const overview: FormVersionsOverview[] = [];
  for (const form of context.catalogue.formNames()) {
    const versions = context.catalogue
      .versions(form)
      .map((version) => ({ version, records: recordsOn(form, version) }));
    const pending = [];
    for (const { version } of versions) {
      const migration = readMigrationFile(context.catalogue.schemaDir, form, version)?.migration;
      if (migration && recordsOn(form, migration.from) > 0) pending.push(await planMigration(context, migration));
    }
    overview.push({ form, versions, pending });
  }
  return overview;
}
