import { sql, type Kysely } from 'kysely';

/**
 * documents.version (the store's stale-edit check and bump) and documents.search_text (what a search matches: the
 * document's name and its file's name, lower-cased, a line apart so that no term spans the two).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(doc_name) || chr(10) || lower(file_name)`).stored(),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('search_text').dropColumn('version').execute();
}
