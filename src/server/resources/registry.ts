import type { Kysely } from 'kysely';
import { accountsServer } from '../../../resources/accounts/server';
import { agenciesServer } from '../../../resources/agencies/server';
import { rolesServer } from '../../../resources/roles/server';
import { teamsServer } from '../../../resources/teams/server';
import { usersServer } from '../../../resources/users/server';
import { claimsServer } from '../../../resources/claims/server';
import { agencyLicensesServer } from '../../../resources/agencyLicenses/server';
import { agentLicensesServer } from '../../../resources/agentLicenses/server';
import { surplusLicensesServer } from '../../../resources/surplusLicenses/server';
import { webhooksServer } from '../../../resources/webhooks/server';
import { tagsServer } from '../../../resources/tags/server';
import { accountTagsServer } from '../../../resources/accountTags/server';
import { quotesServer } from '../../../resources/quotes/server';
import { policiesServer } from '../../../resources/policies/server';
import type { Database } from '../db/tables';
import { ResourceStore, type ServerResource } from './resourceStore';

/** Every resource the API serves. Adding a resource = one folder under resources/ and one line here. */
export const SERVER_RESOURCES: readonly ServerResource[] = [accountsServer, claimsServer,
  agenciesServer, usersServer, rolesServer, teamsServer,
  agencyLicensesServer, agentLicensesServer, surplusLicensesServer, webhooksServer, tagsServer, accountTagsServer, quotesServer, policiesServer,
];

export const resourceStores = (db: Kysely<Database>): ResourceStore[] => SERVER_RESOURCES.map((resource) => new ResourceStore(db, resource));
