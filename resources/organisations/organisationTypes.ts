/**
 * The organisation types staff create and edit (spec 001 §1, §3, §7 "Organisations"), one row each. Every type
 * is a row of the organisations table (`accounts`, by `accountType`) and becomes one resource: its declaration,
 * server half, grants, fixtures and console entry are generated from its row here.
 *
 * `segment` is the spec's path word: lists at `GET /api/account/v1/{segment}/search`, writes at
 * `POST /api/auth/v1/{segment}` and `PUT|DELETE /api/auth/v1/{segment}/{id}` (account groups write under
 * /api/account/v1, as the spec shows). `members` is the kind of organisation the type gathers
 * (docs/features/organisations.md "What each persona sees"): the client-record rule reads the membership to decide what the type sees.
 */
import type { AccountType } from '../../src/shared/accountTypes';

export interface OrganisationType {
  /** Resource name (console URL segment, locale file). */
  name: string;
  /** An account group is an organisation no one signs in to: its type is no persona's. */
  accountType: AccountType | 'ACCOUNT_GROUP';
  /** The spec's path word. */
  segment: string;
  /** Permission area (`cluster:read`…). */
  area: string;
  label: string;
  /** Where writes go; lists also answer at /api/account/v1/{segment}/search. */
  apiBase: string;
  /** Who its members are, and the body field that names one when added. */
  members?: {
    accountType: 'AGENCY' | 'CUSTOMER' | 'CARRIER';
    field: 'agencyId' | 'accountId' | 'carrierId';
    message: string;
  };
  /** Aggregators: name of the allowed characters (2–255) and a description are required (spec 001 §5). */
  strict?: boolean;
  /** A sign-in persona (account groups are not one). */
  persona: boolean;
}

const AUTH = '/api/auth/v1';
const SELECT_AGENCY = 'Please select a Agency';
const AGENCY_MEMBERS = { accountType: 'AGENCY', field: 'agencyId', message: SELECT_AGENCY } as const;
const CARRIER_MEMBERS = { accountType: 'CARRIER', field: 'carrierId', message: 'Please select a Carrier' } as const;
const CLIENT_MEMBERS = { accountType: 'CUSTOMER', field: 'accountId', message: 'Please select a Client' } as const;

export const ORGANISATION_TYPES: readonly OrganisationType[] = [
  {
    name: 'carriers',
    accountType: 'CARRIER',
    segment: 'carrier',
    area: 'carrier',
    label: 'Carrier',
    apiBase: `${AUTH}/carrier`,
    persona: true,
  },
  {
    name: 'reinsurers',
    accountType: 'RE_INSURER',
    segment: 'reinsurer',
    area: 'reinsurer',
    label: 'Reinsurer',
    apiBase: `${AUTH}/reinsurer`,
    members: CARRIER_MEMBERS,
    persona: true,
  },
  {
    name: 'premiumProcessors',
    accountType: 'PREMIUM_PROCESSOR',
    segment: 'premiumprocessor',
    area: 'premiumprocessor',
    label: 'Premium Processor',
    apiBase: `${AUTH}/premiumprocessor`,
    members: AGENCY_MEMBERS,
    persona: true,
  },
  {
    name: 'clusters',
    accountType: 'CLUSTER',
    segment: 'cluster',
    area: 'cluster',
    label: 'Cluster',
    apiBase: `${AUTH}/cluster`,
    members: AGENCY_MEMBERS,
    persona: true,
  },
  {
    name: 'vendors',
    accountType: 'VENDOR',
    segment: 'vendor',
    area: 'vendor',
    label: 'Vendor',
    apiBase: `${AUTH}/vendor`,
    persona: true,
  },
  {
    name: 'mssps',
    accountType: 'MSSP',
    segment: 'mssp',
    area: 'mssp',
    label: 'MSSP',
    apiBase: `${AUTH}/mssp`,
    members: CLIENT_MEMBERS,
    persona: true,
  },
  {
    name: 'aggregators',
    accountType: 'DIGITAL',
    segment: 'da',
    area: 'aggregator',
    label: 'Aggregator',
    apiBase: `${AUTH}/da`,
    members: { accountType: 'AGENCY', field: 'agencyId', message: 'An agent must be selected.' },
    strict: true,
    persona: true,
  },
  {
    name: 'accountGroups',
    accountType: 'ACCOUNT_GROUP',
    segment: 'account-groups',
    area: 'accountgroup',
    label: 'Account Group',
    apiBase: '/api/account/v1/account-groups',
    members: CLIENT_MEMBERS,
    persona: false,
  },
  {
    name: 'pools',
    accountType: 'POOL',
    segment: 'pool',
    area: 'pool',
    label: 'Pool',
    apiBase: `${AUTH}/pool`,
    members: CARRIER_MEMBERS,
    persona: true,
  },
];

export const organisationType = (name: string): OrganisationType => {
  const type = ORGANISATION_TYPES.find((candidate) => candidate.name === name);
  if (!type) throw new Error(`No organisation type ${name}`);
  return type;
};
