/**
 * Submissions per seeded role (the spec leaves the matrix out; decided): an agency's Agency Admin, Principal
 * Producer and Agent read, create and update their clients' submissions (the agent its own teams' only), and work
 * them through the actions (decline, lost, reopen, assign all need `submission:update`). Nobody at an agency
 * deletes one: a submission is closed by decline or lost, which keeps its reason. The provider's underwriting
 * facing roles read and update (decline is an underwriter's call, spec 002 §8); the other staff roles read.
 * Super Admin and Power User hold every permission. Policyholders see none: a submission is the agency's work.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['submission:read', 'submission:update'],
  'PROVIDER/Biz Dev': ['submission:read'],
  'PROVIDER/TSM': ['submission:read', 'submission:update'],
  'PROVIDER/Technician': ['submission:read'],
  'AGENCY/Agency Admin': ['submission:read', 'submission:create', 'submission:update'],
  'AGENCY/Principal Producer': ['submission:read', 'submission:create', 'submission:update'],
  'AGENCY/Agent': ['submission:read', 'submission:create', 'submission:update'],
};
