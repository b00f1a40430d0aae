import { defineResource } from '../../src/shared/resources/declaration';

/** Surplus lines broker licences of an agency (spec 002 §3 and §7 `/api/account/v1/agency/surplus`). */
export const surplusLicensesResource = defineResource({
  name: 'surplusLicenses',
  apiBase: '/api/account/v1/agency/surplus',
  sortable: ['brokerLastName', 'brokerEmail', 'surplusLicenseNumber', 'surplusLinesState', 'created', 'modified'],
  defaultSort: { field: 'brokerLastName', direction: 'asc' },
  filterable: ['id', 'surplusLinesState', 'agencyId', 'brokerEmail'],
  dateFilters: ['created', 'modified'],
  searchable: ['brokerFirstName', 'brokerLastName', 'brokerEmail', 'surplusLicenseNumber'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'license:read',
    get: 'license:read',
    create: 'license:create',
    update: 'license:update',
    delete: 'license:delete',
  },
});

/** The states whose surplus lines notice is signed, so a signature can be on file (spec 002 §2). */
export const SIGNATURE_STATES: readonly string[] = ['LA', 'MT'];
