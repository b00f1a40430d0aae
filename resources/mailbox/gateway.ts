import type { Principal } from '../../src/server/auth/principal';
import { STAFF_ACCOUNT_TYPE } from '../../src/shared/accountTypes';

/**
 * The mail gateway: who writes incoming mail. There is no SMTP receiver or mailbox poll here (nothing outside
 * is reachable); a gateway in front of the real mailbox calls POST /api/docmessage/v1/ingest with the shared
 * secret `MAIL_GATEWAY_SECRET`. Its writes are recorded as the system's (no user behind them).
 */
export const MAIL_GATEWAY_ROLE = 'Mail gateway';

export const GATEWAY_PRINCIPAL: Principal = {
  userId: null as unknown as string,
  email: 'mail-gateway',
  accountId: '00000000-0000-0000-0000-000000000000',
  accountType: STAFF_ACCOUNT_TYPE,
  subscriberType: STAFF_ACCOUNT_TYPE,
  realm: 'ACCOUNT',
  roleName: MAIL_GATEWAY_ROLE,
  permissions: [],
  teamIds: [],
  impersonatorUserId: null,
};

export const isGateway = (principal: Principal) => principal === GATEWAY_PRINCIPAL;

/** The gateway's shared secret from the environment; unset: ingest is closed. */
export const gatewaySecret = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.MAIL_GATEWAY_SECRET || undefined;
