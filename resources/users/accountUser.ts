import type { Kysely } from 'kysely';
import { systemPrincipal } from '../../src/server/auth/systemPrincipal';
import type { Database } from '../../src/server/db/tables';
import type { FieldError } from '../../src/shared/api/types';
import { invalid } from '../../src/server/http/apiError';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { usersResource } from './declaration';

export interface AccountUserRequest {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** The role a new user gets, by account type and name (e.g. CUSTOMER / Policy Holder). */
  role: { accountType: string; name: string };
}

/**
 * The login of an organisation for an e-mail address, for a flow that signs a person in by a link (a quote sent
 * to its policyholder, a payment link): the enabled user of that organisation with the address, or a new one with
 * the role asked for, without a password, created through the users store as the system (validated, recorded in
 * the user's history with actor `system`). An address that belongs to a user of another organisation, or to a
 * disabled one, is refused with `refusal`: a link never hands anyone else's login over.
 */
export async function accountUser(
  users: ResourceStore,
  trx: Kysely<Database>,
  request: AccountUserRequest,
  refusal: FieldError,
): Promise<string> {
  const email = request.email.trim().toLowerCase();
  const existing = await trx
    .selectFrom('users')
    .select(['id', 'accountId', 'enabled'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (existing) {
    if (existing.accountId !== request.accountId || !existing.enabled) throw invalid([refusal]);
    return existing.id;
  }
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('accountType', '=', request.role.accountType)
    .where('name', '=', request.role.name)
    .executeTakeFirstOrThrow();
  const created = await users.create(
    systemPrincipal([usersResource.permissions.create]),
    {
      accountId: request.accountId,
      email,
      firstName: request.firstName,
      lastName: request.lastName,
      ...(request.phone ? { phone: request.phone } : {}),
      roleId: role.id,
    },
    trx,
  );
  return String(created.id);
}
