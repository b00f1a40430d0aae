/** The parts of a policy record (GET /api/policy/v1/{id}) the actions read. */
export interface PolicyRecord {
  id: string;
  version?: number;
  policyNumber?: string;
  status?: string;
  product?: string;
}

/** What every action body carries: the version the user saw (409 when stale). */
export const baseBody = (record: PolicyRecord): Record<string, unknown> => (typeof record.version === 'number' ? { version: record.version } : {});
