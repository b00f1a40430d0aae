import type { OrganisationType } from './organisationTypes';

const INTERNAL_READERS = ['PROVIDER/Biz Dev', 'PROVIDER/TSM', 'PROVIDER/Technician', 'PROVIDER/Head of Claims'];

/**
 * What each persona's Administrator may read of the client business its type sees (docs/features/organisations.md
 * "What each persona sees"); the client-record rule decides which records. Read only: none of them writes client records.
 */
export const PERSONA_CLIENT_READS: Readonly<Record<string, readonly string[]>> = {
  CLUSTER: ['account:read', 'quote:read', 'policy:read'],
  DIGITAL: ['account:read', 'quote:read', 'policy:read'],
  MSSP: ['account:read'],
  PREMIUM_PROCESSOR: ['policy:read'],
  CARRIER: ['policy:read'],
  RE_INSURER: ['policy:read'],
  POOL: ['policy:read'],
  VENDOR: ['claim:read'],
};

/**
 * An organisation type per seeded role: Super Admin and Power User hold everything; Customer Success reads and
 * updates; the other internal roles read; the type's own Administrator reads its organisation (and what its
 * business shows, above).
 */
export function organisationGrants(type: OrganisationType): Readonly<Record<string, readonly string[]>> {
  const read = `${type.area}:read`;
  return {
    'PROVIDER/Customer Success': [read, `${type.area}:update`],
    ...Object.fromEntries(INTERNAL_READERS.map((role) => [role, [read]])),
    ...(type.persona
      ? { [`${type.accountType}/Administrator`]: [read, ...(PERSONA_CLIENT_READS[type.accountType] ?? [])] }
      : {}),
  };
}
