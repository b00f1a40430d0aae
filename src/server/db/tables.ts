import type { ColumnType, Generated } from 'kysely';

/** Database tables as the query layer sees them (camelCase; the CamelCasePlugin maps to snake_case). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  created: Generated<Date>;
}

export interface TeamsTable {
  id: Generated<string>;
  agencyId: string;
  name: string;
  isDefault: Generated<boolean>;
  created: Generated<Date>;
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
  lastLogin: Date | null;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface UserTeamsTable {
  userId: string;
  teamId: string;
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
  created: Generated<Date>;
}

export interface ServerSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  accounts: AccountsTable;
  roles: RolesTable;
  teams: TeamsTable;
  users: UsersTable;
  userTeams: UserTeamsTable;
  refreshTokens: RefreshTokensTable;
  serverSettings: ServerSettingsTable;
}
