/** The calls of the workflow code page (spec 000 §2.8, §7.2), through the console's one HTTP client. */
import type { WorkflowInfo } from '../../../shared/workflows/workflowFlows';
import { saveTokens, type TokenPair } from '../../auth/tokenStore';
import { httpClient } from '../../providers/instances';

const WF = '/api/auth/v1/wf';
const id = (workflowId: string) => encodeURIComponent(workflowId);

export type CodeChannel = 'EMAIL' | 'SMS';

export const fetchWorkflow = async (workflowId: string): Promise<WorkflowInfo> =>
  (await httpClient(`${WF}/${id(workflowId)}`)).json as WorkflowInfo;

/** Sends a new code; answers where it went (masked). */
export const sendWorkflowCode = async (workflowId: string, channel: CodeChannel): Promise<string> =>
  (
    (await httpClient(channel === 'SMS' ? `${WF}/access/phone/${id(workflowId)}` : `${WF}/access/${id(workflowId)}`))
      .json as { sentTo: string }
  ).sentTo;

/** Exchanges the code for the flow user's session, stored like every other sign-in (this tab only). */
export async function submitWorkflowCode(workflowId: string, accessCode: string): Promise<void> {
  const { json } = await httpClient(`${WF}/token`, {
    method: 'POST',
    body: JSON.stringify({ workflowId, accessCode }),
  });
  saveTokens(json as TokenPair, false);
}

/** Signed in: where the workflow continues. */
export const fetchWorkflowRedirect = async (workflowId: string): Promise<string> =>
  ((await httpClient(`/api/auth/v1/workflows/${id(workflowId)}/redirect`)).json as { redirectURL: string }).redirectURL;
