import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { NO_BODY } from '../http/apiReference';
import { personaBasePath, STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import { recordHistoryEvent } from '../history/recordHistory';
import { ApiError, forbidden, invalid, notFound } from '../http/apiError';
import { principalOf } from './authPlugin';
import type { AuthServices } from './authServices';
import type { Principal } from './principal';
import { isActingAs } from './actingAs';

export const JUMP_UNSUPPORTED = 'Jump Failed: Unsupported account type';
export const JUMP_NO_USER = 'This account has no active user to enter as.';
export const JUMP_LINK_GONE = 'This jump link has expired or was already used.';

/** The resource whose history shows a jump into an account of this type. */
const historyResourceOf = (accountType: string) => (accountType === 'AGENCY' ? 'agencies' : 'accounts');

/**
 * Jump-in for provider staff (spec 000 §2.7, §4 "Jump and switch"). The jump token is a one-time link the
 * new tab spends at POST /admin/enter/{token}; the session it opens acts as the account's first active user,
 * with the staff type as subscriber type and the staff user as actor, and the jump goes into the history.
 */
export function registerJumpRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, links, sessions } = services;

  /**
   * The one-time link into an account. `personaPath`, when the path names one (the spec's
   * `{personaPath}/{accountId}/jtoken`), must be the account type's persona path, or the jump is unsupported.
   */
  const jumpToken = async (principal: Principal, accountId: string, personaPath?: string) => {
    if (principal.subscriberType !== STAFF_ACCOUNT_TYPE || isActingAs(principal)) throw forbidden();
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'name', 'accountType'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) throw notFound('Account');
    const basePath = personaBasePath(account.accountType);
    if (account.accountType === STAFF_ACCOUNT_TYPE || !basePath)
      throw invalid([{ field: 'accountId', detail: JUMP_UNSUPPORTED }]);
    if (personaPath !== undefined && `/${personaPath}` !== basePath)
      throw invalid([{ field: 'personaPath', detail: JUMP_UNSUPPORTED }]);
    // Entered as its administrator: the enabled user whose account-wide role grants the most, then the
    // longest-standing, then by address, so the same staff action always enters as the same person.
    const target = await db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select(['users.id', 'users.email'])
      .where('users.accountId', '=', account.id)
      .where('users.enabled', '=', true)
      .orderBy(sql`case when roles.realm = 'ACCOUNT' then 0 else 1 end`)
      .orderBy(sql`jsonb_array_length(roles.permissions)`, 'desc')
      .orderBy('users.created')
      .orderBy('users.email')
      .executeTakeFirst();
    if (!target) throw invalid([{ field: 'accountId', detail: JUMP_NO_USER }]);
    const token = await links.create('JUMP', target.email, target.id, {
      accountId: account.id,
      accountType: account.accountType,
      actorUserId: principal.userId,
    });
    return { token, accountName: account.name, accountType: account.accountType };
  };

  const accountParams = {
    type: 'object',
    properties: { accountId: { type: 'string', format: 'uuid' }, personaPath: { type: 'string', maxLength: 40 } },
  };
  const route = {
    config: { permission: 'any', bodySchema: NO_BODY },
    schema: { tags: ['auth'], params: accountParams },
  } as const;

  // Ours (the console's jump button) and the spec's two paths (000 §7.2): the jump token by persona path,
  // and `accounts/{accountId}/myToken`, the switch-account token; a switch opens the same /loading/{token}
  // page as a jump (000 §4 "Jump and switch"), so both answer the same one-time link.
  app.post<{ Params: { accountId: string } }>('/api/auth/v1/jump/:accountId/jtoken', route, async (request) =>
    jumpToken(principalOf(request), request.params.accountId),
  );
  app.post<{ Params: { accountId: string; personaPath: string } }>(
    '/api/auth/v1/:personaPath/:accountId/jtoken',
    route,
    async (request) => jumpToken(principalOf(request), request.params.accountId, request.params.personaPath),
  );
  app.post<{ Params: { accountId: string } }>('/api/auth/v1/accounts/:accountId/myToken', route, async (request) =>
    jumpToken(principalOf(request), request.params.accountId),
  );

  app.post<{ Params: { token: string } }>(
    '/api/auth/v1/admin/enter/:token',
    { config: { public: true, bodySchema: NO_BODY }, schema: { tags: ['auth'] } },
    async (request) => {
      const link = await links.find('JUMP', request.params.token);
      if (!link?.userId || !(await links.spend(link.id))) throw new ApiError(404, JUMP_LINK_GONE);
      const actingAs = link.data as { accountId: string; accountType: string; actorUserId: string };
      const actor = await db
        .selectFrom('users')
        .select(['id', 'enabled'])
        .where('id', '=', actingAs.actorUserId)
        .executeTakeFirst();
      if (!actor?.enabled) throw new ApiError(404, JUMP_LINK_GONE);
      await recordHistoryEvent(db, {
        resource: historyResourceOf(actingAs.accountType),
        recordId: actingAs.accountId,
        action: 'jump',
        actor: { userId: link.userId, email: link.email },
        impersonatorUserId: actingAs.actorUserId,
      });
      return sessions.start(link.userId, false, actingAs);
    },
  );
}
