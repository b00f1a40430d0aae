import type { ResourceDeclaration } from '../shared/resources/declaration';
import { accountsResource } from '../../resources/accounts/declaration';
import { agenciesResource } from '../../resources/agencies/declaration';
import { rolesResource } from '../../resources/roles/declaration';
import { teamsResource } from '../../resources/teams/declaration';
import { usersResource } from '../../resources/users/declaration';
import { claimsResource } from '../../resources/claims/declaration';
import { agencyLicensesResource } from '../../resources/agencyLicenses/declaration';
import { agentLicensesResource } from '../../resources/agentLicenses/declaration';
import { surplusLicensesResource } from '../../resources/surplusLicenses/declaration';
import { webhooksResource } from '../../resources/webhooks/declaration';
import { tagsResource } from '../../resources/tags/declaration';
import { accountTagsResource } from '../../resources/accountTags/declaration';
import { quotesResource } from '../../resources/quotes/declaration';
import { policiesResource } from '../../resources/policies/declaration';

/** The declarations the console's providers know. Views are attached in the persona shell. */
export const RESOURCE_DECLARATIONS: readonly ResourceDeclaration[] = [accountsResource, claimsResource,
  agenciesResource, usersResource, rolesResource, teamsResource,
  agencyLicensesResource, agentLicensesResource, surplusLicensesResource, webhooksResource, tagsResource, accountTagsResource, quotesResource, policiesResource,
];
