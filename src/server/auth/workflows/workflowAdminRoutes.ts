import type { FastifyInstance } from 'fastify';
import { STAFF_ACCOUNT_TYPE } from '../../../shared/accountTypes';
import { WORKFLOW_FLOWS, type WorkflowFlow } from '../../../shared/workflows/workflowFlows';
import { forbidden, invalid } from '../../http/apiError';
import { principalOf } from '../authPlugin';
import type { AuthServices } from '../authServices';
import { isActingAs } from '../actingAs';
import type { Principal } from '../principal';
import { isAllowedRedirect } from './redirectUrl';
import { DEFAULT_WORKFLOW_LIFETIME_DAYS, openWorkflow } from './workflowStore';

export const FLOW_USER_UNKNOWN = 'Please select an existing, enabled user.';
export const REDIRECT_NOT_ALLOWED = 'The redirect URL must be a console path or an address on this console.';
export const EXPIRY_IN_PAST = 'The expiry must be in the future.';

interface WorkflowBody {
  flow: WorkflowFlow;
  flowUserId: string;
  redirectURL: string;
  expiresAt?: string;
}

/** Workflow links are made by the platform (the quote, payment and surplus flows); here, by provider staff. */
const requireStaff = (principal: Principal) => {
  if (principal.subscriberType !== STAFF_ACCOUNT_TYPE || isActingAs(principal)) throw forbidden();
};

export function registerWorkflowAdminRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, settings } = services;
  const linkOf = (id: string) => `${settings.publicUrl}/validate/${id}`;

  app.post<{ Body: WorkflowBody }>(
    '/api/auth/v1/workflows',
    {
      config: { permission: 'any' },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['flow', 'flowUserId', 'redirectURL'],
          properties: {
            flow: { type: 'string', enum: [...WORKFLOW_FLOWS] },
            flowUserId: { type: 'string', format: 'uuid' },
            redirectURL: { type: 'string', minLength: 1, maxLength: 2000 },
            expiresAt: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
    async (request, reply) => {
      requireStaff(principalOf(request));
      const { flow, flowUserId, redirectURL, expiresAt } = request.body;
      const expiry = expiresAt
        ? new Date(expiresAt)
        : new Date(Date.now() + DEFAULT_WORKFLOW_LIFETIME_DAYS * 24 * 3600 * 1000);
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', flowUserId)
        .where('enabled', '=', true)
        .executeTakeFirst();
      const errors = [
        ...(user ? [] : [{ field: 'flowUserId', detail: FLOW_USER_UNKNOWN }]),
        ...(isAllowedRedirect(redirectURL, settings.publicUrl)
          ? []
          : [{ field: 'redirectURL', detail: REDIRECT_NOT_ALLOWED }]),
        ...(expiry.getTime() > Date.now() ? [] : [{ field: 'expiresAt', detail: EXPIRY_IN_PAST }]),
      ];
      if (errors.length > 0) throw invalid(errors);
      const row = await openWorkflow(db, {
        flow,
        userId: flowUserId,
        redirectUrl: redirectURL,
        expiresAt: expiry,
        createdBy: principalOf(request).userId,
      });
      return reply.status(201).send({
        id: row.id,
        flow: row.flow,
        flowUserId: row.userId,
        redirectURL: row.redirectUrl,
        expiresAt: row.expiresAt.toISOString(),
        link: linkOf(row.id),
      });
    },
  );

  // Lets a developer or support person find a link (the demo workflow's, for one) without reading the database.
  app.get<{ Querystring: { flowUserEmail?: string } }>(
    '/api/auth/v1/workflows',
    {
      config: { permission: 'any' },
      schema: {
        tags: ['auth'],
        querystring: { type: 'object', properties: { flowUserEmail: { type: 'string', maxLength: 320 } } },
      },
    },
    async (request) => {
      requireStaff(principalOf(request));
      const { flowUserEmail } = request.query;
      let query = db
        .selectFrom('workflows')
        .innerJoin('users', 'users.id', 'workflows.userId')
        .select([
          'workflows.id',
          'workflows.flow',
          'workflows.userId',
          'users.email',
          'workflows.redirectUrl',
          'workflows.expiresAt',
        ])
        .where('workflows.expiresAt', '>', new Date())
        .orderBy('workflows.created', 'desc')
        .limit(100);
      if (flowUserEmail)
        query = query.where((eb) => eb(eb.fn('lower', ['users.email']), '=', flowUserEmail.trim().toLowerCase()));
      const rows = await query.execute();
      return {
        content: rows.map((row) => ({
          id: row.id,
          flow: row.flow,
          flowUserId: row.userId,
          flowUserEmail: row.email,
          redirectURL: row.redirectUrl,
          expiresAt: row.expiresAt.toISOString(),
          link: linkOf(row.id),
        })),
      };
    },
  );
}
