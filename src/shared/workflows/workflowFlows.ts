/**
 * The flows a workflow link can start (spec 000 §2.8 names the payment and surplus-notice flows; every other
 * flow is about a quote). Read by the server, which refuses other names, and by the console's headline.
 */
export const WORKFLOW_FLOWS = ['PAYMENT', 'SURPLUS_NOTICE', 'QUOTE'] as const;

export type WorkflowFlow = (typeof WORKFLOW_FLOWS)[number];

/** Spec 000 §9 "Workflow security code: 6 characters". */
export const WORKFLOW_CODE_LENGTH = 6;

/** The public answer of GET /api/auth/v1/wf/{workflowId}. */
export interface WorkflowInfo {
  flow: string;
  flowUserFirstName: string;
  /** Masked, so the link alone does not reveal the address. */
  flowUserEmail: string;
  /** Masked; null when the user has no phone (the text-message button is then disabled). */
  flowUserPhone: string | null;
  /** The flow user's agency, for agency users; null otherwise. */
  agencyName: string | null;
}
