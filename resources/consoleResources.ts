/**
 * The console's resources: the one list the console takes them from (only src/console/App.tsx imports it).
 * Each entry is light (declaration, icon, one loader per view); each view loads as its own chunk on first use.
 * Adding a resource to the console is one line here. An extension (a folder that adds to another resource's views)
 * names its host in its own declaration and is listed in consoleExtensions; the console applies it to that host.
 */
import type { ConsoleExtension } from '../src/console/registry/consoleExtension';
import type { ConsoleResource } from '../src/console/registry/consoleResource';
import { accounts } from './accounts';
import { accountTags } from './accountTags';
import { agencies } from './agencies';
import { agencyLicenses } from './agencyLicenses';
import { agentLicenses } from './agentLicenses';
import { claims } from './claims';
import { policies } from './policies';
import { quotes } from './quotes';
import { roles } from './roles';
import { submissions } from './submissions';
import { surplusLicenses } from './surplusLicenses';
import { tags } from './tags';
import { blacklistedDomains } from './blacklistedDomains';
import { feedback } from './feedback';
import { teams } from './teams';
import { users } from './users';
import { webhooks } from './webhooks';
import { commissions } from './commissions';
import { apiKeys } from './apiKeys';
import { organisations } from './organisations';
import { states } from './states';
import { industryCodes } from './industryCodes';
import { mailbox } from './mailbox';
import { claimsManagement } from './claimsManagement';
import { connectors } from './connectors';
import { accountDocuments, documents } from './documents';
import { accountImport } from './accountImport';
import { pictures } from './pictures';
import { billingContacts, payments } from './payments';
import { policyDocuments } from './policyDocuments';

export const consoleResources: readonly ConsoleResource[] = [
  accounts,
  claims,
  agencies,
  users,
  roles,
  teams,
  quotes,
  policies,
  submissions,
  agencyLicenses,
  agentLicenses,
  surplusLicenses,
  webhooks,
  commissions,
  apiKeys,
  tags,
  blacklistedDomains,
  feedback,
  accountTags,
  ...organisations,
  states,
  industryCodes,
  mailbox,
  claimsManagement,
  documents,
  connectors,
];

/** Each applied to the resource it names, in this order (slots of its views, routes). */
export const consoleExtensions: readonly ConsoleExtension[] = [
  accountImport,
  accountDocuments,
  pictures,
  policyDocuments,
  payments,
  billingContacts,
];
