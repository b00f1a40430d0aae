import type { StoredRecord } from '../../src/shared/api/types';
import type { ApiKeyRecord } from '../../src/shared/generated/records';

/**
 * An API key as the API answers it: its schema's fields and the store's, and the read-only fields the server keeps
 * beside them (server.ts `readOnlyFields`); the secret itself is answered once, on create and regenerate.
 */
export type ApiKeyAnswer = StoredRecord<ApiKeyRecord> & {
  secretHint: string;
  regenerated?: string | null;
  createdBy?: string | null;
  lastUsed?: string | null;
};
