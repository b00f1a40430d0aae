/**
 * Every resource the API serves: the one list on the server side, imported only by the server's composition
 * root (`src/server/platform.ts`). Adding a resource = its folder under resources/ and one line here (and one in
 * `consoleResources.ts` for its views). An extension (a folder that brings more to another resource) names its host
 * in its own declaration and is listed in SERVER_EXTENSIONS; the server applies it to that host.
 */
import type { ServerResource } from '../src/server/resources/resourceStore';
import type { ServerExtension } from '../src/server/resources/serverExtension';
import { accountsServer } from './accounts/server';
import { agenciesServer } from './agencies/server';
import { rolesServer } from './roles/server';
import { teamsServer } from './teams/server';
import { usersServer } from './users/server';
import { claimsServer } from './claims/server';
import { agencyLicensesServer } from './agencyLicenses/server';
import { agentLicensesServer } from './agentLicenses/server';
import { surplusLicensesServer } from './surplusLicenses/server';
import { webhooksServer } from './webhooks/server';
import { apiKeysServer } from './apiKeys/server';
import { tagsServer } from './tags/server';
import { blacklistedDomainsServer } from './blacklistedDomains/server';
import { feedbackServer } from './feedback/server';
import { accountTagsServer } from './accountTags/server';
import { quotesServer } from './quotes/server';
import { policiesServer } from './policies/server';
import { submissionsServer } from './submissions/server';
import { quoteCartServer } from './quoteCart/server';
import { commissionsServer } from './commissions/server';
import { ORGANISATION_SERVERS } from './organisations/server';
import { statesServer } from './states/server';
import { industryCodesServer } from './industryCodes/server';
import { mailboxServer } from './mailbox/server';
import { claimsManagementServer } from './claimsManagement/server';
import { connectorsServer } from './connectors/server';
import { accountImportServer } from './accountImport/server';
import { documentsServer } from './documents/server';
import { picturesServer } from './pictures/server';
import { raterServer } from './rater/server';
import { quoteReviewServer } from './quoteReview/server';
import { quoteDocumentsServer } from './quoteDocuments/server';
import { policyDocumentsServer } from './policyDocuments/server';
import { financingServer } from './financing/server';
import { paymentsServer } from './payments/server';

export const SERVER_RESOURCES: readonly ServerResource[] = [
  accountsServer,
  claimsServer,
  agenciesServer,
  usersServer,
  rolesServer,
  teamsServer,
  agencyLicensesServer,
  agentLicensesServer,
  surplusLicensesServer,
  webhooksServer,
  apiKeysServer,
  tagsServer,
  blacklistedDomainsServer,
  feedbackServer,
  accountTagsServer,
  quotesServer,
  policiesServer,
  submissionsServer,
  quoteCartServer,
  commissionsServer,
  ...ORGANISATION_SERVERS,
  statesServer,
  industryCodesServer,
  mailboxServer,
  claimsManagementServer,
  connectorsServer,
];

/** Each applied to the resource it names, in this order (routes, grants, permissions, migrations, demo). */
export const SERVER_EXTENSIONS: readonly ServerExtension[] = [
  accountImportServer,
  documentsServer,
  picturesServer,
  raterServer,
  quoteReviewServer,
  quoteDocumentsServer,
  policyDocumentsServer,
  financingServer,
  paymentsServer,
];
