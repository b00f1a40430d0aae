import { todayIso } from '../../src/shared/dates/today';
import type { Kysely } from 'kysely';
import claimFileSchema from '../../schemas/records/claimFile.schema.json';
import type { Principal } from '../../src/server/auth/principal';
import { invalid } from '../../src/server/http/apiError';
import type { StoreEnvironment } from '../../src/server/resources/resourceStore';
import { visibleClientAccount } from '../../src/server/tenancy/clientRecord';
import { REGION_PROFILES } from '../../src/shared/region/regions';
import { createValidator, type ValidationResult, type Validator } from '../../src/shared/validation/validateRecord';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

const validators = new Map<string, Validator>();
const validatorFor = (locale: string): Validator => {
  if (!validators.has(locale)) validators.set(locale, createValidator(locale));
  return validators.get(locale)!;
};

const today = todayIso;

/** The record schema, then what it cannot say: an incident neither after its report nor in the future. */
export function validateClaimFile(
  value: ApiRecord,
  _existing: ApiRecord | undefined,
  environment: StoreEnvironment,
): ValidationResult {
  const result = validatorFor(REGION_PROFILES[environment.region].locale).validateRecord(claimFileSchema, value);
  if (result.errors.length) return result;
  const { reportedDate, incidentDate } = result.value as { reportedDate?: string; incidentDate?: string };
  const errors = [];
  if (reportedDate && reportedDate > today())
    errors.push({ field: 'reportedDate', detail: 'Reported Date cannot be in the future' });
  if (incidentDate && reportedDate && incidentDate > reportedDate)
    errors.push({ field: 'incidentDate', detail: 'Incident Date cannot be after the Reported Date' });
  return { value: result.value, errors };
}

/** A user of the provider (a claim handler is one of its staff; spec 001 §6 "claim-handler list"). */
async function checkHandler(db: Kysely<Database>, handlerId: unknown): Promise<void> {
  if (handlerId == null) return;
  const handler = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.accountId')
    .select('users.id')
    .where('users.id', '=', String(handlerId))
    .where('accounts.accountType', '=', 'PROVIDER')
    .executeTakeFirst();
  if (!handler) throw invalid([{ field: 'handlerId', detail: 'Please select a claim handler' }]);
}

/** A policy of the file's own account. */
async function checkPolicy(db: Kysely<Database>, policyId: unknown, accountId: string): Promise<void> {
  if (policyId == null) return;
  const policy = await db
    .selectFrom('policies')
    .select('id')
    .where('id', '=', String(policyId))
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  if (!policy) throw invalid([{ field: 'policyId', detail: "The policy is not one of the account's policies" }]);
}

/**
 * The columns of a write. A file stays with the client account it was opened for (one the caller sees: the
 * one client-record rule); its policy must be that account's; its handler one of the provider's users. Status,
 * closed date and the linked first-notice claim move only through the actions and attach-claim.
 */
export async function claimFileColumns(
  db: Kysely<Database>,
  principal: Principal,
  value: ApiRecord,
  existing: ApiRecord | undefined,
): Promise<ApiRecord> {
  let accountId: string;
  if (existing) {
    accountId = String(existing.accountId);
    if (value.accountId !== undefined && value.accountId !== accountId)
      throw invalid([{ field: 'accountId', detail: 'A claim file cannot move to another account' }]);
  } else {
    accountId = (await visibleClientAccount(db, principal, value.accountId, { message: 'Account is required' })).id;
  }
  await checkPolicy(db, value.policyId, accountId);
  await checkHandler(db, value.handlerId);
  return {
    accountId,
    policyId: value.policyId ?? null,
    claimNumber: typeof value.claimNumber === 'string' && value.claimNumber.trim() ? value.claimNumber.trim() : null,
    incidentType: value.incidentType,
    severity: value.severity ?? 'LOW',
    litigationStatus: value.litigationStatus ?? 'NONE',
    reportedDate: value.reportedDate,
    incidentDate: value.incidentDate ?? null,
    isThereAnotherClaim: value.isThereAnotherClaim === true,
    handlerId: value.handlerId ?? null,
    description: typeof value.description === 'string' ? value.description : '',
  };
}
