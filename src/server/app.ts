import { DatabaseCounters } from './auth/databaseCounters';
import { RedisCounters } from './auth/redisCounters';
import type { CounterStore } from './auth/throttle';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { REGION_PROFILES } from '../shared/region/regions';
import { AccessTokens } from './auth/accessTokens';
import { registerAuthentication } from './auth/authPlugin';
import { loadAuthSettings, registerSignIn } from './auth';
import { smtpSender } from './auth/outbox/smtpSender';
import { Outbox } from './auth/outbox/outbox';
import { RefreshTokens } from './auth/refreshTokens';
import { resolveJwtSecret } from './auth/serverSecret';
import { Sessions } from './auth/sessions';
import type { ServerConfig } from './config';
import type { OpenDatabase } from './db/database';
import { registerConsole } from './http/consoleStatic';
import { registerErrorHandler } from './http/errorHandler';
import { registerInputBoundary } from './http/inputBoundary';
import { registerRateLimits } from './http/rateLimits';
import { fastifyTrustProxy } from './http/trustProxy';
import { registerApiReference } from './http/apiReference';
import { registerApiReferencePage } from './http/apiReference/referencePage';
import { registerSecurityHeaders } from './http/securityHeaders';
import { PlatformMetrics } from './observability/platformMetrics';
import { registerMetrics } from './observability/metricsRoute';
import { ClusterTimerRunner } from './cluster/clusterTimers';
import { registerHealthRoutes } from './http/healthRoutes';
import { permissionsOf, resourceStores } from './resources/registry';
import { registerResourceRoutes } from './resources/resourceRoutes';
import { registerActionRoutes } from './actions/actionRoutes';
import type { ServerResource } from './resources/resourceStore';
import { storeOfStores } from './resources/storeOf';
import { FormCatalogue } from './forms/formCatalogue';
import { RatingCatalogue } from './rating/ratingCatalogue';
import { registerFormRoutes } from './forms/formRoutes';
import { documentFormSchemas } from './forms/formOpenApi';
import { registerDashboardRoutes } from './dashboard/dashboardRoutes';
import { registerFindRoute } from './search/findRoute';
import { registerShellRoutes, shellConfig } from './shell/shellRoutes';
import { registerUiSettingsRoutes } from './shell/uiSettingsRoutes';
import { PlatformEvents } from './events/platformEvents';

export const APP_VERSION = process.env.npm_package_version ?? '0.1.0';

/** Rate-limit counters: in Redis when REDIS_URL is set (closed with the app), otherwise in the database. */
async function throttleCounters(
  app: FastifyInstance,
  config: ServerConfig,
  db: OpenDatabase['db'],
): Promise<CounterStore> {
  if (!config.redisUrl) return new DatabaseCounters(db);
  const redis = await RedisCounters.connect(config.redisUrl, config.redisKeyPrefix);
  app.addHook('onClose', () => redis.close());
  return redis;
}

/**
 * Builds the whole server (API + console) on an open database with the given resources (the composition root,
 * `platform.ts`, passes the platform's list); listening is the caller's business.
 */
export async function buildApp(
  config: ServerConfig,
  database: OpenDatabase,
  resources: readonly ServerResource[],
): Promise<FastifyInstance> {
  // ignoreTrailingSlash: the spec names some paths with a trailing slash (`license/search/`); every path answers both ways.
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  await registerSecurityHeaders(app, { ssoAuthority: config.sso?.authority });
  const metrics = new PlatformMetrics(database.poolUse);
  registerMetrics(app, metrics, config.metricsToken);
  const { db } = database;
  const forms = FormCatalogue.fromEnvironment();
  const events = new PlatformEvents();
  const cluster = new ClusterTimerRunner(db, app.log);
  app.addHook('onReady', async () => cluster.start());
  app.addHook('onClose', async () => cluster.stop());
  const stores = resourceStores(
    db,
    resources,
    { forms, region: config.region, rating: RatingCatalogue.fromEnvironment() },
    events,
  );
  const storeOf = storeOfStores(() => stores);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Adaptive Insurance Platform API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? documentFormSchemas(document.openapiObject, forms, config.region)
        : document.swaggerObject,
  });
  registerErrorHandler(app);
  registerInputBoundary(app);
  registerApiReference(app);
  const accessTokens = new AccessTokens(await resolveJwtSecret(db, config.jwtSecret), config.accessTokenSeconds);
  const sessions = new Sessions(db, accessTokens, new RefreshTokens(db, config.refreshTokenSeconds));
  registerAuthentication(app, db, accessTokens);
  await registerRateLimits(app, config.rateLimits, config.redisUrl, config.redisKeyPrefix);

  app.get('/api/config', { config: { public: true }, schema: { tags: ['console'] } }, async () => ({
    ...REGION_PROFILES[config.region],
    version: APP_VERSION,
    ...shellConfig(config),
  }));
  registerHealthRoutes(app, database);
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  await registerApiReferencePage(app);

  const authSettings = {
    ...loadAuthSettings(process.env, config.port),
    sender: config.mail && smtpSender(config.mail.smtpUrl, config.mail.from),
    sso: config.sso,
  };
  registerSignIn(app, db, sessions, authSettings, await throttleCounters(app, config, db), storeOf('users'));
  // Resources that mail (a quote sent to its policyholder) store their messages in the same outbox.
  const mail = { outbox: new Outbox(db, authSettings.sender), publicUrl: authSettings.publicUrl };
  registerShellRoutes(app, config, APP_VERSION);
  registerUiSettingsRoutes(app, db);
  registerDashboardRoutes(app, db, stores);
  registerFindRoute(app, stores);
  for (const store of stores) {
    registerResourceRoutes(app, store);
    if (store.resource.actions) registerActionRoutes(app, store, store.resource.actions);
    store.resource.routes?.(app, {
      db,
      store,
      storeOf,
      allPermissions: () => permissionsOf(resources),
      mail,
      emit: events.emit,
      onEvent: events.subscribe,
      metrics,
      cluster,
    });
  }
  registerFormRoutes(app, db, forms, config.region, storeOf);
  await registerConsole(app, config.consoleDir, config.region);
  return app;
}
