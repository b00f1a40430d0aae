import { defineResource, type ResourceDeclaration } from '../../src/shared/resources/declaration';
import { ORGANISATION_TYPES, type OrganisationType } from './organisationTypes';

/** One organisation type's declaration (spec 001 §7 "Organisations"), from its row of the types table. */
export const organisationDeclaration = (type: OrganisationType): ResourceDeclaration =>
  defineResource({
    name: type.name,
    apiBase: type.apiBase,
    sortable: ['name', 'hostname', 'created', 'modified'],
    defaultSort: { field: 'name', direction: 'asc' },
    filterable: ['id'],
    dateFilters: ['created', 'modified'],
    searchable: ['name', 'hostname'],
    pageSizes: [25, 50, 100],
    permissions: {
      list: `${type.area}:read`,
      get: `${type.area}:read`,
      create: `${type.area}:create`,
      update: `${type.area}:update`,
      delete: `${type.area}:delete`,
    },
  });

export const ORGANISATION_DECLARATIONS: Readonly<Record<string, ResourceDeclaration>> = Object.fromEntries(
  ORGANISATION_TYPES.map((type) => [type.name, organisationDeclaration(type)]),
);
