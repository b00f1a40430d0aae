/**
 * The rater per seeded role: agency users (they quote) and the provider's staff read presets, rules and the
 * calculator. Policyholders do not (a premium is the agency's to offer). Super Admin and Power User hold it
 * with every other permission.
 */
export const RATER_READ = 'rater:read';

export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [RATER_READ],
  'PROVIDER/Biz Dev': [RATER_READ],
  'PROVIDER/TSM': [RATER_READ],
  'PROVIDER/Technician': [RATER_READ],
  'PROVIDER/Head of Claims': [RATER_READ],
  'AGENCY/Agency Admin': [RATER_READ],
  'AGENCY/Principal Producer': [RATER_READ],
  'AGENCY/Agent': [RATER_READ],
};
