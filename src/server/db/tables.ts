import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columnTypes';
import type { BusinessTables } from './businessTables';
import type { FormTables } from './formTables';
import type { WorkflowTables } from './workflowTables';

/** Database tables as the query layer sees them (camelCase; the CamelCasePlugin maps to snake_case). */

export interface AccountsTable {
  id: Generated<string>;
  accountType: string;
  name: string;
  cbid: string | null;
  status: Generated<string>;
  agencyId: string | null;
  teamId: string | null;
  country: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  policyContactFirstName: string | null;
  policyContactLastName: string | null;
  policyContactEmail: string | null;
  policyContactPhone: string | null;
  isVerifiedByAgent: Generated<boolean>;
  profileScore: number | null;
  hostname: string | null;
  /** Agency-only columns (migration 002); null on every other account type. */
  description: string | null;
  npn: string | null;
  enforceMfa: Generated<boolean>;
  additionalBrokerFee: number | null;
  locationAlias: string | null;
  levels: ColumnType<unknown, string | null | undefined, string | null>;
  locations: ColumnType<unknown, string | null | undefined, string | null>;
  searchText: ColumnType<string, never, never>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface RolesTable {
  id: Generated<string>;
  name: string;
  accountType: string;
  realm: Generated<string>;
  permissions: ColumnType<string[], string, string>;
  description: string | null;
  searchText: ColumnType<string, never, never>;
  created: Generated<Date>;
  modified: Generated<Date>;
  version: Generated<number>;
}

export interface TeamsTable {
  id: Generated<string>;
  agencyId: string;
  name: string;
  isDefault: Generated<boolean>;
  description: string | null;
  searchText: ColumnType<string, never, never>;
  created: Generated<Date>;
  modified: Generated<Date>;
  version: Generated<number>;
}

export interface UsersTable {
  id: Generated<string>;
  accountId: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  roleId: string;
  enabled: Generated<boolean>;
  mfaType: Generated<string>;
  /** Sign-in columns (migration 005). */
  emailVerified: Generated<boolean>;
  passwordExpiresAt: Date | null;
  mfaSecret: string | null;
  mfaPendingSecret: string | null;
  mfaLastStep: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  middleName: string | null;
  npn: string | null;
  slackHandle: string | null;
  primaryContact: Generated<boolean>;
  billingContact: Generated<boolean>;
  searchText: ColumnType<string, never, never>;
  lastLogin: Date | null;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface UserTeamsTable {
  userId: string;
  teamId: string;
}

/** A staff user's jump into another account, carried by the session's tokens. */
export interface ActingAs {
  accountId: string;
  accountType: string;
  actorUserId: string;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  userId: string;
  familyId: string;
  tokenHash: string;
  rememberDevice: boolean;
  expiresAt: Timestamp;
  usedAt: Date | null;
  revokedAt: Date | null;
  /** The entered account of a jumped-in session (migration 005); null for a user's own session. */
  actingAs: ColumnType<ActingAs | null, string | null | undefined, string | null>;
  created: Generated<Date>;
}

export interface ServerSettingsTable {
  key: string;
  value: string;
}

/** One create, update, delete, revert or other event of a record (migration 002). */
export interface RecordHistoryTable {
  id: Generated<string>;
  resource: string;
  recordId: string;
  action: string;
  actorUserId: string | null;
  actorEmail: string | null;
  impersonatorUserId: string | null;
  changes: ColumnType<unknown, string, string>;
  created: Generated<Date>;
}

/** One-time links sent by e-mail: password reset, invitation, e-mail validation, MFA reset (migration 005). */
export interface AuthLinksTable {
  id: Generated<string>;
  purpose: string;
  tokenHash: string;
  userId: string | null;
  email: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  expiresAt: Timestamp;
  usedAt: Date | null;
  created: Generated<Date>;
}

/** Six-digit codes sent by e-mail or text message (migration 005). */
export interface OneTimeCodesTable {
  id: Generated<string>;
  userId: string;
  purpose: string;
  codeHash: string;
  expiresAt: Timestamp;
  usedAt: Date | null;
  created: Generated<Date>;
}

/** Every message that leaves the system (migration 005). */
export interface OutboxTable {
  id: Generated<string>;
  channel: string;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  deliveredAt: Date | null;
  deliveryError: string | null;
  created: Generated<Date>;
}

/** Rate-limit counters shared by every instance (migration 005). */
export interface ThrottleCountersTable {
  key: string;
  hits: number;
  windowEnds: Timestamp;
}

export interface UiSettingsTable {
  userId: string;
  version: number;
  settings: ColumnType<Record<string, unknown>, string, string>;
  modified: Timestamp;
}

/** A once-per-cluster timer's last run (src/server/cluster). */
export interface ClusterTimersTable {
  name: string;
  lastRunAt: Generated<Date>;
  lastRunBy: string;
  runs: Generated<number>;
}

/**
 * Every table, as the query layer sees it. The platform's tables are declared here; a resource folder adds the
 * tables its migrations create (and columns they add) in its own `tables.ts`, by module augmentation:
 * `declare module '…/src/server/db/tables' { interface Database { claimFiles: ClaimFilesTable } }`.
 */
export interface Database extends BusinessTables, FormTables, WorkflowTables {
  accounts: AccountsTable;
  roles: RolesTable;
  teams: TeamsTable;
  users: UsersTable;
  userTeams: UserTeamsTable;
  refreshTokens: RefreshTokensTable;
  serverSettings: ServerSettingsTable;
  authLinks: AuthLinksTable;
  oneTimeCodes: OneTimeCodesTable;
  outbox: OutboxTable;
  throttleCounters: ThrottleCountersTable;
  recordHistory: RecordHistoryTable;
  uiSettings: UiSettingsTable;
  clusterTimers: ClusterTimersTable;
}
