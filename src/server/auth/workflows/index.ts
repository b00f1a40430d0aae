import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../authServices';
import { registerWorkflowAdminRoutes } from './workflowAdminRoutes';
import { registerWorkflowRoutes } from './workflowRoutes';

/** The workflow code page's API (spec 000 §2.8) and the staff routes that make workflow links. */
export function registerWorkflows(app: FastifyInstance, services: AuthServices): void {
  registerWorkflowRoutes(app, services);
  registerWorkflowAdminRoutes(app, services);
}
