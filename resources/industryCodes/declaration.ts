import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Industry codes, one list per country (spec 001 §3 "Industry code", §7: `GET /api/account/v1/naics/search`
 * with `country` and `dup`, `POST …/naics`, `PUT|DELETE …/naics/{id}`). NAICS in the US, SIC in the UK and AU.
 */
export const industryCodesResource = defineResource({
  name: 'industryCodes',
  apiBase: '/api/account/v1/naics',
  sortable: ['naicsCode', 'primaryIndustry', 'secondaryIndustry', 'modified'],
  defaultSort: { field: 'naicsCode', direction: 'asc' },
  filterable: ['id', 'country', 'naicsCode', 'dup'],
  dateFilters: ['modified'],
  searchable: ['naicsCode', 'primaryIndustry', 'secondaryIndustry'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'naics:read',
    get: 'naics:read',
    create: 'naics:create',
    update: 'naics:update',
    delete: 'naics:delete',
  },
});
