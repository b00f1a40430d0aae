import { DatabaseCounters } from './auth/databaseCounters';
import { RedisCounters } from './auth/redisCounters';
import type { CounterStore } from './auth/throttle';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { REGION_PROFILES } from '../shared/region/regions';
import { AccessTokens } from './auth/accessTokens';
import { registerAuthentication } from './auth/authPlugin';
import { loadAuthSettings, registerSignIn } from './auth';
import { RefreshTokens } from './auth/refreshTokens';
import { resolveJwtSecret } from './auth/serverSecret';
import { Sessions } from './auth/sessions';
import type { ServerConfig } from './config';
import type { OpenDatabase } from './db/database';
import { registerConsole } from './http/consoleStatic';
import { registerErrorHandler } from './http/errorHandler';
import { resourceStores } from './resources/registry';
import { registerResourceRoutes } from './resources/resourceRoutes';
import { registerOrganisationRoutes } from './organisation/organisationRoutes';
import { FormCatalogue } from './forms/formCatalogue';
import { setFormContext } from './forms/formContext';
import { registerFormRoutes } from './forms/formRoutes';
import { documentFormSchemas } from './forms/formOpenApi';
import { registerDashboardRoutes } from './dashboard/dashboardRoutes';
import { SERVER_RESOURCES } from './resources/registry';
import { registerShellRoutes, shellConfig } from './shell/shellRoutes';
import { registerUiSettingsRoutes } from './shell/uiSettingsRoutes';

export const APP_VERSION = process.env.npm_package_version ?? '0.1.0';

/** Rate-limit counters: in Redis when REDIS_URL is set (closed with the app), otherwise in the database. */
async function throttleCounters(app: FastifyInstance, config: ServerConfig, db: OpenDatabase['db']): Promise<CounterStore> {
  if (!config.redisUrl) return new DatabaseCounters(db);
  const redis = await RedisCounters.connect(config.redisUrl, config.redisKeyPrefix);
  app.addHook('onClose', () => redis.close());
  return redis;
}

/** Builds the whole server (API + console) on an open database; listening is the caller's business. */
export async function buildApp(config: ServerConfig, database: OpenDatabase): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true, bodyLimit: 5 * 1024 * 1024 });
  const { db } = database;
  const forms = FormCatalogue.fromEnvironment();
  await app.register(swagger, {
    openapi: {
      info: { title: 'Adaptive Insurance Platform API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transformObject: (document) => ('openapiObject' in document ? documentFormSchemas(document.openapiObject, forms, config.region) : document.swaggerObject),
  });
  registerErrorHandler(app);
  const accessTokens = new AccessTokens(await resolveJwtSecret(db, config.jwtSecret), config.accessTokenSeconds);
  const sessions = new Sessions(db, accessTokens, new RefreshTokens(db, config.refreshTokenSeconds));
  registerAuthentication(app, db, accessTokens);

  app.get('/api/config', { config: { public: true }, schema: { tags: ['console'] } }, async () => ({
    ...REGION_PROFILES[config.region],
    version: APP_VERSION,
    ...shellConfig(config),
  }));
  app.get('/api/health', { config: { public: true }, schema: { tags: ['console'] } }, async () => ({ status: 'UP', database: database.kind }));
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  registerSignIn(app, db, sessions, { ...loadAuthSettings(process.env, config.port), sso: config.sso }, await throttleCounters(app, config, db));
  registerShellRoutes(app, config, APP_VERSION);
  registerUiSettingsRoutes(app, db);
  registerDashboardRoutes(app, db, SERVER_RESOURCES);
  setFormContext({ catalogue: forms, region: config.region });
  registerOrganisationRoutes(app, db);
  for (const store of resourceStores(db)) registerResourceRoutes(app, store);
  registerFormRoutes(app, db, forms, config.region);
  await registerConsole(app, config.consoleDir, config.region);
  return app;
}
