import { httpClient } from '../../src/console/providers/instances';
import { feedbackResource, type FeedbackCategory } from './declaration';

export interface FeedbackInput {
  category: FeedbackCategory;
  feedbackText: string;
  permissionToShare: boolean;
}

/** POST /api/feedback/v1: the stored feedback (its priority HIGH for an issue). */
export const sendFeedback = async (input: FeedbackInput): Promise<{ id: string; priority: string }> =>
  (await httpClient(feedbackResource.apiBase, { method: 'POST', body: JSON.stringify(input) })).json as { id: string; priority: string };
