import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { personaBasePath, STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import { recordHistoryEvent } from '../history/recordHistory';
import { ApiError, forbidden, notFound } from '../http/apiError';
import { principalOf } from './authPlugin';
import type { AuthServices } from './authServices';
import { isGhosting } from './mfaRoutes';

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

  app.post<{ Params: { accountId: string } }>(
    '/api/auth/v1/jump/:accountId/jtoken',
    { config: { permission: 'any' }, schema: { tags: ['auth'], params: { type: 'object', properties: { accountId: { type: 'string', format: 'uuid' } } } } },
    async (request) => {
      const principal = principalOf(request);
      if (principal.subscriberType !== STAFF_ACCOUNT_TYPE || isGhosting(principal)) throw forbidden();
      const account = await db.selectFrom('accounts').select(['id', 'name', 'accountType']).where('id', '=', request.params.accountId).executeTakeFirst();
      if (!account) throw notFound('Account');
      if (account.accountType === STAFF_ACCOUNT_TYPE || !personaBasePath(account.accountType)) throw new ApiError(400, JUMP_UNSUPPORTED);
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
      if (!target) throw new ApiError(400, JUMP_NO_USER);
      const token = await links.create('JUMP', target.email, target.id, { accountId: account.id, accountType: account.accountType, actorUserId: principal.userId });
      return { token, accountName: account.name, accountType: account.accountType };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/auth/v1/admin/enter/:token',
    { config: { public: true }, schema: { tags: ['auth'] } },
    async (request) => {
      const link = await links.find('JUMP', request.params.token);
      if (!link?.userId || !(await links.spend(link.id))) throw new ApiError(404, JUMP_LINK_GONE);
      const actingAs = link.data as { accountId: string; accountType: string; actorUserId: string };
      const actor = await db.selectFrom('users').select(['id', 'enabled']).where('id', '=', actingAs.actorUserId).executeTakeFirst();
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
