/**
 * Scheduled work of a resource (reminders, sweeps that report what they did): a cluster timer runs it once per cluster
 * at its interval, and provider staff holding `permission` may start it at once with `POST {path}`, which answers
 * the run's counts `{sent, skipped}`.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import { principalOf } from '../auth/authPlugin';
import { forbidden } from '../http/apiError';
import { NO_BODY } from '../http/apiReference';
import type { ClusterTimers } from './clusterTimers';

export interface RunCounts {
  /** Messages this run sent. */
  sent: number;
  /** Records due that this run left: sent already, switched off, or changed meanwhile. */
  skipped: number;
}

const RUN_ANSWER = {
  type: 'object',
  required: ['sent', 'skipped'],
  properties: { sent: { type: 'integer' }, skipped: { type: 'integer' } },
};

export function registerScheduledRun(
  app: FastifyInstance,
  cluster: ClusterTimers,
  run: {
    timer: string;
    intervalMs: number;
    path: string;
    permission: string;
    tags: string[];
    send(): Promise<RunCounts>;
  },
): void {
  cluster.every(run.timer, run.intervalMs, () => run.send());
  app.post(
    run.path,
    {
      config: { permission: run.permission, bodySchema: NO_BODY, answerSchema: RUN_ANSWER, answerStatus: 200 },
      schema: { tags: run.tags },
    },
    async (request) => {
      if (principalOf(request).accountType !== STAFF_ACCOUNT_TYPE) throw forbidden();
      return run.send();
    },
  );
}
