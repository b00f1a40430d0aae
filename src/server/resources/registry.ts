import type { Kysely } from 'kysely';
import { accountsServer } from '../../../resources/accounts/server';
import type { Database } from '../db/tables';
import { ResourceStore, type ServerResource } from './resourceStore';

/** Every resource the API serves. Adding a resource = one folder under resources/ and one line here. */
export const SERVER_RESOURCES: readonly ServerResource[] = [accountsServer];

export const resourceStores = (db: Kysely<Database>): ResourceStore[] => SERVER_RESOURCES.map((resource) => new ResourceStore(db, resource));
