import type { Generated } from 'kysely';
import type { Timestamp, TimestampOrNull } from '../../src/server/db/columnTypes';

/** The API keys and their calls (core migration 011), added to `Database`. */
export interface ApiKeysTable {
  id: Generated<string>;
  accountId: string;
  userId: string;
  name: string;
  secretHash: string;
  secretHint: string;
  regenerated: TimestampOrNull;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface ApiActivityTable {
  id: Generated<string>;
  keyId: string | null;
  keyName: string;
  accountId: string;
  userId: string | null;
  method: string;
  path: string;
  statusCode: number;
  durationMs: number;
  created: Generated<Date>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    apiKeys: ApiKeysTable;
    apiActivity: ApiActivityTable;
  }
}
