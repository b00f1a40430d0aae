import type { FastifyInstance } from 'fastify';
import type { WorkflowInfo } from '../../../shared/workflows/workflowFlows';
import { ApiError, invalid } from '../../http/apiError';
import { principalOf } from '../authPlugin';
import type { AuthServices } from '../authServices';
import { sendCode } from '../messages';
import { isActingAs } from '../actingAs';
import { CODE_INVALID } from '../secondFactor';
import { LIMITS } from '../throttle';
import { maskEmail, maskPhone } from './masking';
import { redirectFor } from './redirectUrl';
import { findLiveWorkflow, type LiveWorkflow } from './workflowStore';

export const WORKFLOW_NOT_FOUND = 'This link has expired or is not valid.';
export const WORKFLOW_NO_PHONE = 'There is no phone number to text the code to. Please have it sent by e-mail.';

const workflowParams = {
  type: 'object',
  required: ['workflowId'],
  properties: { workflowId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const tokenAnswer = {
  type: 'object',
  properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

/**
 * The workflow code page's calls (spec 000 §2.8, §7.2): what the link is for, a six-digit code by e-mail or
 * text, the code exchanged for the flow user's tokens, and — signed in — where to go next.
 */
export function registerWorkflowRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, throttle, codes, sessions } = services;
  const purpose = (workflow: LiveWorkflow) => `WORKFLOW:${workflow.id}` as const;

  const liveWorkflow = async (workflowId: string) => {
    const workflow = await findLiveWorkflow(db, workflowId);
    if (!workflow) throw new ApiError(404, WORKFLOW_NOT_FOUND);
    return workflow;
  };

  app.get<{ Params: { workflowId: string } }>(
    '/api/auth/v1/wf/:workflowId',
    { config: { public: true }, schema: { tags: ['auth'], params: workflowParams } },
    async (request): Promise<WorkflowInfo> => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      const workflow = await liveWorkflow(request.params.workflowId);
      return {
        flow: workflow.flow,
        flowUserFirstName: workflow.firstName,
        flowUserEmail: maskEmail(workflow.email),
        flowUserPhone: workflow.phone ? maskPhone(workflow.phone) : null,
        agencyName: workflow.agencyName,
      };
    },
  );

  const sendWorkflowCode = async (ip: string, workflowId: string, channel: 'EMAIL' | 'SMS') => {
    await throttle.hit(`calls:${ip}`, LIMITS.addressCalls);
    const workflow = await liveWorkflow(workflowId);
    if (channel === 'SMS' && !workflow.phone) throw invalid([{ field: 'workflowId', detail: WORKFLOW_NO_PHONE }]);
    await throttle.hit(`send:${workflow.userId}`, LIMITS.accountSends);
    const recipient = channel === 'SMS' ? (workflow.phone as string) : workflow.email;
    await sendCode(
      services,
      channel,
      recipient,
      await codes.issue(workflow.userId, purpose(workflow)),
      'WORKFLOW_CODE',
    );
    return { channel, sentTo: channel === 'SMS' ? maskPhone(recipient) : maskEmail(recipient) };
  };

  app.get<{ Params: { workflowId: string } }>(
    '/api/auth/v1/wf/access/:workflowId',
    { config: { public: true }, schema: { tags: ['auth'], params: workflowParams } },
    async (request) => sendWorkflowCode(request.ip, request.params.workflowId, 'EMAIL'),
  );

  app.get<{ Params: { workflowId: string } }>(
    '/api/auth/v1/wf/access/phone/:workflowId',
    { config: { public: true }, schema: { tags: ['auth'], params: workflowParams } },
    async (request) => sendWorkflowCode(request.ip, request.params.workflowId, 'SMS'),
  );

  // The code page's call, and the spec's `POST /api/auth/v1/access` ("security-code access", 000 §7.2): one
  // exchange of a workflow's security code for the flow user's tokens, on both paths.
  for (const path of ['/api/auth/v1/wf/token', '/api/auth/v1/access']) {
    app.post<{ Body: { workflowId: string; accessCode: string } }>(
      path,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          body: {
            type: 'object',
            required: ['workflowId', 'accessCode'],
            properties: {
              workflowId: { type: 'string', minLength: 1, maxLength: 64 },
              accessCode: { type: 'string', maxLength: 32 },
            },
          },
          response: { 200: tokenAnswer },
        },
      },
      async (request) => {
        await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
        const workflow = await liveWorkflow(request.body.workflowId);
        const failureKeys = [
          { key: `fail-wf:${workflow.userId}`, rule: LIMITS.accountFailures },
          { key: `fail-address:${request.ip}`, rule: LIMITS.addressFailures },
        ];
        await throttle.refuseWhenOver(failureKeys);
        if (!(await codes.consume(workflow.userId, purpose(workflow), request.body.accessCode))) {
          for (const { key, rule } of failureKeys) await throttle.count(key, rule);
          throw new ApiError(401, CODE_INVALID);
        }
        await throttle.clear(failureKeys[0].key);
        return sessions.start(workflow.userId, false);
      },
    );
  }

  // Signed in as the flow user: another user (or a staff user inside the account) learns nothing of it.
  app.get<{ Params: { workflowId: string } }>(
    '/api/auth/v1/workflows/:workflowId/redirect',
    { config: { permission: 'any' }, schema: { tags: ['auth'], params: workflowParams } },
    async (request) => {
      const principal = principalOf(request);
      const workflow = await liveWorkflow(request.params.workflowId);
      if (workflow.userId !== principal.userId || isActingAs(principal)) throw new ApiError(404, WORKFLOW_NOT_FOUND);
      return { redirectURL: redirectFor(workflow.redirectUrl, workflow.flow, workflow.agencyName) };
    },
  );
}
