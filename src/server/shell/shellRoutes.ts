import type { FastifyInstance } from 'fastify';
import { parseFeatureFlagList } from '../../shared/featureFlags/featureFlags';
import type { ServerConfig } from '../config';

/** Spec 000 §9: the console keeps the environment lookup for 30 minutes. */
export const ENVIRONMENT_CACHE_SECONDS = 30 * 60;

/** What /api/config adds for the console shell: feature flags and whether this is production. */
export function shellConfig(config: ServerConfig) {
  return {
    featureFlags: parseFeatureFlagList(config.featureFlags).flags,
    envName: config.environment,
    prod: config.environment === 'prod',
  };
}

/**
 * Version watching (spec 000 §7.3): the console polls GET /api/console-version with its token and offers a
 * reload when `v` changes. GET /latest-deployment-time tells when this server started serving its build.
 */
export function registerShellRoutes(app: FastifyInstance, config: ServerConfig, version: string): void {
  const unknown = parseFeatureFlagList(config.featureFlags).unknown;
  if (unknown.length) app.log.warn(`FEATURE_FLAGS names unknown flags: ${unknown.join(', ')}`);
  const deployedAt = new Date().toISOString();
  app.get(
    '/api/console-version',
    {
      config: { permission: 'any' },
      schema: { tags: ['console'], response: { 200: { type: 'object', properties: { v: { type: 'string' } } } } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { v: version };
    },
  );
  // Spec 000 §7.2 "GET /api/auth/v1/env: environment name, cached for 30 minutes": the same values as /api/config.
  app.get('/api/auth/v1/env', { config: { public: true }, schema: { tags: ['console'] } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${ENVIRONMENT_CACHE_SECONDS}`);
    const { envName, prod } = shellConfig(config);
    return { envName, prod };
  });
  app.get(
    '/latest-deployment-time',
    { config: { public: true }, schema: { tags: ['console'] } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { latestDeploymentTime: deployedAt };
    },
  );
}
