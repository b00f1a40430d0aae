import type { Kysely } from 'kysely';
import type { ActingAs, Database } from '../db/tables';
import { unauthorized } from '../http/apiError';
import type { AccessTokens } from './accessTokens';
import type { RefreshTokens } from './refreshTokens';

export interface TokenPair {
  accessToken: string;
  refreshToken?: string;
}

/** Mints the platform's tokens for a user; every way of signing in (password, later SSO, jump-in) ends here. */
export class Sessions {
  constructor(
    private readonly db: Kysely<Database>,
    readonly accessTokens: AccessTokens,
    readonly refreshTokens: RefreshTokens,
  ) {}

  /** `actingAs` makes a jumped-in token: the entered account, the staff type as subscriber, the staff user as actor. */
  async accessTokenFor(userId: string, actingAs?: ActingAs): Promise<string> {
    const user = await this.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.accountId')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select(['users.id', 'users.accountId', 'accounts.accountType', 'roles.realm'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    const realm = user.realm === 'TEAM' ? 'TEAM' : 'ACCOUNT';
    if (actingAs) {
      const actor = await this.db
        .selectFrom('users')
        .innerJoin('accounts', 'accounts.id', 'users.accountId')
        .select('accounts.accountType')
        .where('users.id', '=', actingAs.actorUserId)
        .executeTakeFirstOrThrow();
      return this.accessTokens.sign({
        sub: user.id,
        acc: actingAs.accountId,
        accType: actingAs.accountType,
        subType: actor.accountType,
        realm,
        act: actingAs.actorUserId,
      });
    }
    return this.accessTokens.sign({
      sub: user.id,
      acc: user.accountId,
      accType: user.accountType,
      subType: user.accountType,
      realm,
    });
  }

  async start(userId: string, rememberDevice: boolean, actingAs?: ActingAs): Promise<Required<TokenPair>> {
    // A jump is not the entered user's own login.
    if (!actingAs) await this.db.updateTable('users').set({ lastLogin: new Date() }).where('id', '=', userId).execute();
    return {
      accessToken: await this.accessTokenFor(userId, actingAs),
      refreshToken: await this.refreshTokens.issue(userId, rememberDevice, undefined, actingAs),
    };
  }

  async refresh(refreshToken: string): Promise<Required<TokenPair>> {
    const rotated = await this.refreshTokens.rotate(refreshToken);
    // A disabled user's sessions end with it: its remaining refresh tokens are revoked at the first try.
    const user = await this.db
      .selectFrom('users')
      .select('enabled')
      .where('id', '=', rotated.userId)
      .executeTakeFirst();
    if (!user?.enabled) {
      await this.refreshTokens.revokeUser(rotated.userId);
      throw unauthorized('The session has ended.');
    }
    return {
      accessToken: await this.accessTokenFor(rotated.userId, rotated.actingAs),
      refreshToken: rotated.refreshToken,
    };
  }
}
