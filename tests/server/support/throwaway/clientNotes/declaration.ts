import { defineResource } from '../../../../../src/shared/resources/declaration';

/** A throwaway resource, added the way a new one is: a folder, a line in each registry, a migration. */
export const clientNotesResource = defineResource({
  name: 'clientNotes',
  apiBase: '/api/notes/v1',
  sortable: ['created', 'text'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['id', 'accountId'],
  dateFilters: ['created'],
  searchable: ['text'],
  pageSizes: [25, 50],
  permissions: {
    list: 'note:read',
    get: 'note:read',
    create: 'note:create',
    update: 'note:update',
    delete: 'note:delete',
  },
});
