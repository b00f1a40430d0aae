import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
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

  async accessTokenFor(userId: string): Promise<string> {
    const user = await this.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.accountId')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select(['users.id', 'users.accountId', 'accounts.accountType', 'roles.realm'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    return this.accessTokens.sign({
      sub: user.id,
      acc: user.accountId,
      accType: user.accountType,
      subType: user.accountType,
      realm: user.realm === 'TEAM' ? 'TEAM' : 'ACCOUNT',
    });
  }

  async start(userId: string, rememberDevice: boolean): Promise<Required<TokenPair>> {
    await this.db.updateTable('users').set({ lastLogin: new Date() }).where('id', '=', userId).execute();
    return {
      accessToken: await this.accessTokenFor(userId),
      refreshToken: await this.refreshTokens.issue(userId, rememberDevice),
    };
  }

  async refresh(refreshToken: string): Promise<Required<TokenPair>> {
    const rotated = await this.refreshTokens.rotate(refreshToken);
    return { accessToken: await this.accessTokenFor(rotated.userId), refreshToken: rotated.refreshToken };
  }
}
