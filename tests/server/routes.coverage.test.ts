/**
 * Meta-test of the tenant matrix: every protected /api route must be one the matrix exercises (a declared
 * resource's CRUD, search and history routes) or be named below with the suite that covers it. A new
 * route that is neither fails here until someone decides how its tenancy is tested.
 */
import { SERVER_RESOURCES } from '../../src/server/resources/registry';
import { forEachDatabase } from './support/databases';

/** Protected routes outside the resources' CRUD, each with why the matrix need not cover it. */
const COVERED_ELSEWHERE: Record<string, string> = {
  'GET /api/auth/v1/users/me': 'acts on the caller only (auth.login suite)',
  'GET /api/auth/v1/teams/my': 'acts on the caller only (organisation suite: team selection)',
  'GET /api/auth/v1/roles/permissions/map': 'no tenant data: the permission names (organisation suite)',
  'PUT /api/auth/v1/mfa/update': 'acts on the caller only (auth.secondFactor suite)',
  'POST /api/auth/v1/mfa/verify': 'acts on the caller only (auth.secondFactor suite)',
  'GET /api/dev/outbox': 'staff-only development outbox (auth.secondFactor suite: agencies get 403)',
  'GET /api/console-version': 'no tenant data (shell.dashboard suite)',
  'GET /api/console/v1/ui-settings': "the caller's own settings (shell.dashboard suite)",
  'PUT /api/console/v1/ui-settings': "the caller's own settings (shell.dashboard suite)",
  'GET /api/dashboard/v1/figures': 'figures computed through the resources\' tenant scopes (shell.dashboard suite)',
  'GET /api/forms/v1/forms': 'no tenant data: the form catalogue (forms.claims suite)',
  'GET /api/forms/v1/forms/:name': 'no tenant data: one form schema (forms.claims suite)',
  'GET /api/forms/v1/stamp': 'no tenant data: the forms version stamp (forms.claims suite)',
  'GET /api/forms/v1/answers/:form/:accountId': 'answers of one account, scoped like accounts (forms.claims suite)',
  'PUT /api/forms/v1/answers/:form/:accountId': 'answers of one account, scoped like accounts (forms.claims suite)',
  'POST /api/auth/v1/jump/:accountId/jtoken': 'staff jump-in to an account, its own permission (sign-in suites)',
  'POST /api/auth/v1/invitations': 'sends a sign-up invitation; reads no tenant data, and an agency invites clients of its own agency only (auth.invitations suite)',
  'POST /api/auth/v1/workflows': 'staff-only: makes a workflow link for a user (auth.workflow suite: agencies get 403)',
  'GET /api/auth/v1/workflows': 'staff-only: lists workflow links (auth.workflow suite: agencies get 403)',
  'GET /api/auth/v1/workflows/:workflowId/redirect': "the flow user's own workflow only; another user gets 404 (auth.workflow suite)",
  'POST /api/policy/v1/claim': 'creates a claim through the claims store, tenant-checked like POST claims (forms.claims suite)',
};

/** Route patterns the matrix covers for one resource (Fastify's `:param` spelling). */
const matrixRoutes = (apiBase: string) => [
  `GET ${apiBase}/search`,
  `POST ${apiBase}`,
  `GET ${apiBase}/:id`,
  `PUT ${apiBase}/:id`,
  `DELETE ${apiBase}/:id`,
  `GET ${apiBase}/:id/history`,
  `POST ${apiBase}/:id/history/:historyId/revert`,
];

/** Every method + path Fastify registered, rebuilt from its printed route tree (each level indents 4). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    const match = /^(\S+) \(([A-Z, ]+)\)/.exec(line.slice(at + 3));
    if (at < 0) continue;
    const depth = Math.floor(at / 4);
    const segment = match ? match[1] : line.slice(at + 3).trim();
    const path = (depth > 0 ? prefixes[depth - 1] : '') + segment;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (!match) continue;
    for (const method of match[2].split(',').map((m) => m.trim())) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

forEachDatabase(
  'route coverage of the tenant matrix',
  (ctx) => {
    it('every protected /api route is covered by the tenant matrix or named with the suite that covers it', async () => {
      const routes = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })).filter((r) => r.split(' ')[1].startsWith('/api/'));
      expect(routes.length).toBeGreaterThan(10);
      const covered = new Set([...SERVER_RESOURCES.flatMap((r) => matrixRoutes(r.declaration.apiBase)), ...Object.keys(COVERED_ELSEWHERE)]);
      const uncovered: string[] = [];
      for (const route of routes) {
        if (covered.has(route)) continue;
        const [method, path] = route.split(' ');
        // Public routes answer without a token; a protected one refuses with 401.
        const probe = await ctx.request(method, path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'), { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        if (probe.status === 401) uncovered.push(route);
      }
      expect(uncovered).toEqual([]);
    });

    it('every route the matrix relies on is really registered', () => {
      const routes = new Set(registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })));
      for (const resource of SERVER_RESOURCES) for (const route of matrixRoutes(resource.declaration.apiBase)) expect(routes, route).toContain(route);
    });
  },
  { kinds: ['embedded', 'postgres'] },
);
