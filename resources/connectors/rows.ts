import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';

/**
 * A connection as the API shows it: never its sealed credentials nor its OAuth state, only whether it holds
 * credentials. The client account's name and agency come along for the lists.
 */
export const selectConnections = (db: Kysely<Database>) =>
  db
    .selectFrom('connectorConnections')
    .innerJoin('accounts', 'accounts.id', 'connectorConnections.accountId')
    .select([
      'connectorConnections.id',
      'connectorConnections.accountId',
      'connectorConnections.connectorType',
      'connectorConnections.connectorId',
      'connectorConnections.connectorStatus',
      'connectorConnections.provider',
      'connectorConnections.cbid',
      'connectorConnections.metadata',
      'connectorConnections.connectedAt',
      'connectorConnections.created',
      'connectorConnections.modified',
      'connectorConnections.version',
      'accounts.name as accountName',
      'accounts.agencyId as agencyId',
    ])
    .select((eb) => eb('connectorConnections.credentialsSealed', 'is not', null).as('hasCredentials'));
