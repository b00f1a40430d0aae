import path from 'node:path';
import { isRegion, type Region } from '../shared/region/regions';
import { regionFrom } from '../shared/region/regionFrom';
import { loadSsoSettings, type SsoSettings } from './auth/sso/ssoSettings';
import { loadRateLimits, type RateLimits } from './http/rateLimitSettings';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy';

/** Server configuration, read once from the environment (documented in docs/operations/environment.md "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string;
  region: Region;
  /** HMAC secret for access tokens; when absent one is generated and kept in the database. */
  jwtSecret?: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Seed the demo data when the database has no users. */
  seedDemo: boolean;
  /** Folder of the built console; served with SPA fallback when it exists. */
  consoleDir: string;
  logLevel: string;
  /** FEATURE_FLAGS: the console's feature flags, a comma list of names (name=false turns one off). */
  featureFlags: string;
  /** ENVIRONMENT: environment name told to the console; only `prod` forbids toggling flags from local storage. */
  environment: string;
  /** REDIS_URL: keep rate-limit counters in Redis instead of the database. */
  redisUrl?: string;
  /** METRICS_TOKEN: the bearer token a scraper presents at `/metrics`; without it the route answers 404. */
  metricsToken?: string;
  /** SHUTDOWN_TIMEOUT_MS: how long a closing server (SIGTERM, SIGINT) may take before it exits regardless. */
  shutdownTimeoutMs: number;
  /** REDIS_KEY_PREFIX: the counters' key prefix, shared by every instance of one deployment. */
  redisKeyPrefix: string;
  /** RATE_LIMIT_*: the API's calls per window per API key, address and user (docs/operations/rate-limits.md). */
  rateLimits: RateLimits;
  /**
   * TRUST_PROXY: whose X-Forwarded-For counts. False (the default): nobody's, the client is the socket's
   * peer. A list of proxy addresses or CIDR ranges, or a hop count, when the server sits behind proxies.
   */
  trustProxy: TrustProxy;
  /** SSO_*: single sign-on, only with the sso_login feature flag (docs/features/sign-in.md "Single sign-on"). */
  sso?: SsoSettings;
  /** SMTP_URL, MAIL_FROM: e-mail leaves through this SMTP server; without it messages are only kept in the outbox. */
  mail?: { smtpUrl: string; from: string };
}

const int = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
};

/** The PostgreSQL connection string `env` names; none (blank included) means the embedded database. */
export const databaseUrlOf = (env: NodeJS.ProcessEnv): string | undefined => env.DATABASE_URL || undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // REGION, else the regional feature flags, else the public host name (spec 000 §1; regionFrom.ts).
  const region = regionFrom(env);
  if (!isRegion(region)) throw new Error(`REGION must be US, UK or AU, got "${env.REGION}"`);
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: databaseUrlOf(env),
    region,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60, 'ACCESS_TOKEN_TTL'),
    refreshTokenSeconds: int(env.REFRESH_TOKEN_TTL, 14 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    consoleDir: path.resolve(env.CONSOLE_DIR ?? './dist/console'),
    logLevel: env.LOG_LEVEL ?? 'info',
    featureFlags: env.FEATURE_FLAGS ?? '',
    environment: env.ENVIRONMENT || 'local',
    redisUrl: env.REDIS_URL || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 25_000, 'SHUTDOWN_TIMEOUT_MS'),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'adaptive:throttle:',
    rateLimits: loadRateLimits(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sso: loadSsoSettings(env),
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM || 'no-reply@adaptive.invalid' } : undefined,
  };
}
