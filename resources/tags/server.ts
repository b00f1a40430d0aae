import tagSchema from '../../schemas/records/tag.schema.json';
import { sql } from 'kysely';
import { invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { agencyOwnedScope, owningAgency } from '../../src/server/tenancy/agencyOwned';
import { tagsResource } from './declaration';
import { grants } from './grants';
import type { TagRecord } from '../../src/shared/generated/records';

/** This resource's records are `TagRecord`s (what `storeOf('tags')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    tags: TagRecord;
  }
}

export const DUPLICATE_TAG = 'A tag with this name already exists.';

const COLUMNS = ['id', 'agencyId', 'name', 'created', 'modified', 'version'] as const;

export const tagsServer: ServerResource = {
  schema: tagSchema,
  grants,
  declaration: tagsResource,
  table: 'tags',
  label: 'Tag',
  selectRows: (db) =>
    db
      .selectFrom('tags')
      .innerJoin('accounts as agency', 'agency.id', 'tags.agencyId')
      .select(COLUMNS.map((c) => `tags.${c}` as const))
      .select('agency.name as agencyName')
      .select(
        sql<number>`(select count(*)::int from account_tags where account_tags.tag_id = tags.id)`.as('accountCount'),
      ),
  column: (field) => (field === 'accountCount' ? 'accountCount' : `tags.${field}`),
  searchColumn: 'tags.searchText',
  scope: (principal) => agencyOwnedScope(principal, 'tags.agencyId'),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName', 'accountCount'],
  async prepareWrite(db, principal, value, existing) {
    const agencyId = await owningAgency(db, principal, value, existing);
    // Names are unique per agency (case-insensitive): answer a field error rather than a constraint failure.
    let twin = db
      .selectFrom('tags')
      .select('id')
      .where('agencyId', '=', agencyId)
      .where(sql`lower(name)`, '=', String(value.name).toLowerCase());
    if (existing) twin = twin.where('id', '!=', existing.id as string);
    if (await twin.executeTakeFirst()) throw invalid([{ field: 'name', detail: DUPLICATE_TAG }]);
    return { ...value, agencyId };
  },
};
