import type { Generated } from 'kysely';
import type { Json, Timestamp, TimestampOrNull } from '../../src/server/db/columnTypes';

/** The connections to outside systems and the accounts' consents (migration.ts), added to `Database`. */
export interface ConnectorConnectionsTable {
  id: Generated<string>;
  accountId: string;
  connectorType: string;
  connectorId: string;
  connectorStatus: string;
  provider: string | null;
  cbid: string | null;
  metadata: Json<Record<string, unknown>>;
  credentialsSealed: string | null;
  oauthStateHash: string | null;
  oauthStateExpires: TimestampOrNull;
  connectedAt: TimestampOrNull;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface ConnectorConsentsTable {
  accountId: string;
  agreedBy: string | null;
  agreedAt: Timestamp;
}

declare module '../../src/server/db/tables' {
  interface Database {
    connectorConnections: ConnectorConnectionsTable;
    connectorConsents: ConnectorConsentsTable;
  }
}
