import { sql, type Kysely } from 'kysely';

/**
 * pictures — a user's profile picture and an agency's two logos (spec 001 §7 "Logos and pictures"), each as the
 * upload to crop (stage `initial`) and the cropped image (stage `cropped`): owner_id (the user or the agency),
 * kind (profile, logo-small, logo-wide), stage, storage_key (in the file store), width, height, size, modified.
 * One row per owner, kind and stage (the key), read by that key only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pictures')
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pictures_pkey', ['owner_id', 'kind', 'stage'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pictures').execute();
}
