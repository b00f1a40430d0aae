import type { ColumnType, Generated } from 'kysely';
import type { Day, DayOrNull, Json, Money, Timestamp } from './columnTypes';
import type {
  AgencyLicenseRecord,
  AgentLicenseRecord,
  SurplusLicenseRecord,
  TagRecord,
  WebhookRecord,
} from '../../shared/generated/records';

/**
 * Tables of migration 003 (licences, webhooks, tags, quotes, policies), camelCase as Kysely sees them. Where a
 * table holds a record as its schema says, its columns are derived from the generated record type.
 */

/** A column holding a record field: enums are stored as text. */
type Plain<V> = V extends string ? string : V extends boolean ? boolean : V extends number ? number : V;
/** A record's fields (generated from schemas/records) as columns: a field a write may leave out is nullable. */
type Columns<R> = { [K in keyof R]-?: undefined extends R[K] ? Plain<Exclude<R[K], undefined>> | null : Plain<R[K]> };

interface Audited {
  id: Generated<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
  searchText: ColumnType<string, never, never>;
}

export interface AgencyLicensesTable
  extends Audited, Omit<Columns<AgencyLicenseRecord>, 'agencyId' | 'expirationDate' | 'activeResidentState'> {
  agencyId: string;
  expirationDate: Day;
  activeResidentState: Generated<boolean>;
}

export interface AgentLicensesTable extends Audited, Omit<Columns<AgentLicenseRecord>, 'agencyId' | 'expirationDate'> {
  agencyId: string;
  expirationDate: Day;
}

export interface SurplusLicensesTable
  extends Audited, Omit<Columns<SurplusLicenseRecord>, 'agencyId' | 'signatureOnFile'> {
  agencyId: string;
  signatureOnFile: Generated<boolean>;
}

export interface WebhooksTable extends Audited, Omit<Columns<WebhookRecord>, 'agencyId' | 'clientId' | 'clientSecret'> {
  /** Filled by the server: the caller's agency, a generated client id and secret. */
  agencyId: string;
  clientId: string;
  clientSecret: string;
}

export interface TagsTable extends Audited, Omit<Columns<TagRecord>, 'agencyId'> {
  agencyId: string;
}

export interface AccountTagsTable extends Omit<Audited, 'searchText'> {
  agencyId: string;
  accountId: string;
  tagId: string;
}

export interface QuotesTable extends Audited {
  agencyId: string;
  accountId: string;
  teamId: string | null;
  quoteNumber: string;
  product: string;
  status: string;
  agencyStatus: string | null;
  isRenewal: Generated<boolean>;
  isSurplus: Generated<boolean>;
  isEndorsement: Generated<boolean>;
  isPaid: Generated<boolean>;
  companyName: string;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  agentFirstName: string | null;
  agentLastName: string | null;
  agentEmail: string | null;
  agentPhone: string | null;
  aggLimit: number | null;
  limit: number | null;
  premium: Money;
  totalPremium: Money;
  brokerFee: Money;
  mgaFee: Money;
  additionalBrokerFee: Money;
  effectiveDate: DayOrNull;
  endDate: DayOrNull;
  expiresOn: DayOrNull;
  needByDate: DayOrNull;
  boundOn: Date | null;
  details: Json;
  /** The rating file that priced it (`P250/v1`) and what it priced: input, premium, factor breakdown (resources/quotes); null when unrated. */
  ratingVersion: string | null;
  rating: Json;
}

export interface PoliciesTable extends Audited {
  agencyId: string;
  accountId: string;
  teamId: string | null;
  quoteId: string | null;
  policyNumber: string;
  quoteNumber: string | null;
  product: string;
  status: string;
  isOpenForRenewal: Generated<boolean>;
  isEndorsement: Generated<boolean>;
  isPaid: Generated<boolean>;
  agencyBilled: Generated<boolean>;
  companyName: string;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  totalPremium: Money;
  brokerFee: Money;
  mgaFee: Money;
  commission: Money;
  effectiveDate: DayOrNull;
  endDate: DayOrNull;
  details: Json;
}

/** Added to `Database` in tables.ts. */
export interface BusinessTables {
  agencyLicenses: AgencyLicensesTable;
  agentLicenses: AgentLicensesTable;
  surplusLicenses: SurplusLicensesTable;
  webhooks: WebhooksTable;
  tags: TagsTable;
  accountTags: AccountTagsTable;
  quotes: QuotesTable;
  policies: PoliciesTable;
}
