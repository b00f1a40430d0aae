import type { StoredRecord } from '../../src/shared/api/types';
import type { AccountRecord } from '../../src/shared/generated/records';

/**
 * An account as GET /api/account/v1/{id} answers it: its schema's fields and the store's, and the read-only fields
 * the server keeps beside them (server.ts `readOnlyFields`): its agency's name, its agent (actions/), my agent, the
 * last scan and the no-primary-domain attestation (ownActions/).
 */
export type AccountAnswer = StoredRecord<AccountRecord> & {
  agencyName?: string | null;
  agentEmail?: string | null;
  agentFirstName?: string | null;
  agentLastName?: string | null;
  agentPhone?: string | null;
  myAgencyId?: string | null;
  scannedAt?: string | null;
  noPrimaryDomain?: unknown;
};
