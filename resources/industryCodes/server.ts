import industryCodeSchema from '../../schemas/records/industryCode.schema.json';
import { sql } from 'kysely';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { industryCodesResource } from './declaration';
import { markDuplicates } from './duplicates';
import { grants } from './grants';
import { listsMigration, migration } from './migration';
import type { IndustryCodeRecord } from '../../src/shared/generated/records';

/** This resource's records are `IndustryCodeRecord`s (what `storeOf('industryCodes')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    industryCodes: IndustryCodeRecord;
  }
}

const COLUMNS = [
  'id',
  'country',
  'naicsCode',
  'primaryIndustry',
  'secondaryIndustry',
  'dup',
  'created',
  'modified',
  'version',
] as const;

/**
 * Industry codes: one shared catalogue per country (no tenant owns one). A code may appear more than once in a
 * country's list (one row per secondary industry); `dup=true` lists those, `dup=false` the codes held once.
 */
export const industryCodesServer: ServerResource = {
  schema: industryCodeSchema,
  grants,
  declaration: industryCodesResource,
  table: 'industryCodes',
  label: 'Industry Code',
  // The official lists are read whole (2,249 codes in the three countries): every page's total is exact.
  exactTotalUpTo: 5_000,
  migrations: { '20261124_industry_codes': migration, '20261229_industry_code_lists': listsMigration },
  selectRows: (db) => db.selectFrom('industryCodes').select(COLUMNS.map((c) => `industryCodes.${c}` as const)),
  column: (field) => `industryCodes.${field}`,
  searchColumn: 'industryCodes.searchText',
  scope: () => () => sql`true`,
  readOnlyFields: ['id', 'created', 'modified', 'version', 'dup'],
  async prepareWrite(_db, _principal, value) {
    return {
      country: value.country,
      naicsCode: value.naicsCode,
      primaryIndustry: value.primaryIndustry,
      secondaryIndustry: value.secondaryIndustry,
    };
  },
  async afterWrite(trx, _principal, _id, value, existing) {
    await markDuplicates(trx, String(value.country), [Number(value.naicsCode)]);
    if (existing && (existing.country !== value.country || existing.naicsCode !== value.naicsCode)) {
      await markDuplicates(trx, String(existing.country), [Number(existing.naicsCode)]);
    }
  },
  async beforeDelete(trx, _principal, existing) {
    await markDuplicates(trx, String(existing.country), [Number(existing.naicsCode)], String(existing.id));
  },
};
