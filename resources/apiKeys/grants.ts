import { API_ACTIVITY_READ } from './declaration';

/**
 * API keys per seeded role (the spec leaves the matrix out): an Agency Admin manages its agency's keys and reads
 * their activity; Super Admin and Power User hold every permission (the provider's own keys).
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'AGENCY/Agency Admin': ['apikey:read', 'apikey:create', 'apikey:update', 'apikey:delete', API_ACTIVITY_READ],
};
