/** The parts of a policy record (GET /api/policy/v1/{id}) the actions read. */
export interface PolicyRecord {
  id: string;
  version?: number;
  policyNumber?: string;
  status?: string;
  product?: string;
}
