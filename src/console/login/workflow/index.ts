/** The workflow code page, /validate/{workflowId} (spec 000 §2.8). */
export { WorkflowCodePage } from './WorkflowCodePage';
