import clientNoteSchema from './clientNote.schema.json';
import type { ServerResource } from '../../../../../src/server/resources/resourceStore';
import { visibleClientAccount } from '../../../../../src/server/tenancy/clientRecord';
import { clientNotesResource } from './declaration';
import * as migration from './migration';

/** Notes on a client account: a client record, so the one client-record rule scopes them, teams included. */
export const clientNotesServer: ServerResource = {
  declaration: clientNotesResource,
  schema: clientNoteSchema,
  table: 'clientNotes',
  label: 'Note',
  selectRows: (db) =>
    db
      .selectFrom('clientNotes')
      .select([
        'clientNotes.id',
        'clientNotes.accountId',
        'clientNotes.text',
        'clientNotes.created',
        'clientNotes.modified',
        'clientNotes.version',
      ]),
  column: (field) => `clientNotes.${field}`,
  searchColumn: 'clientNotes.searchText',
  clientRecord: { accountColumn: 'clientNotes.accountId' },
  readOnlyFields: ['id', 'created', 'modified', 'version'],
  migrations: { '20261123_client_notes': migration },
  grants: {
    'AGENCY/Agency Admin': ['note:read', 'note:create', 'note:update', 'note:delete'],
    'AGENCY/Agent': ['note:read', 'note:create'],
  },
  async prepareWrite(db, principal, value, existing) {
    const account = await visibleClientAccount(db, principal, existing ? existing.accountId : value.accountId, {
      message: 'Please select an Account',
    });
    return { accountId: account.id, text: value.text };
  },
};
