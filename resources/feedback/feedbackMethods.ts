/** The feedback dialog's call, a data provider method. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../src/console/providers/methods';
import { feedbackResource, type FeedbackCategory } from './declaration';

export interface FeedbackInput {
  category: FeedbackCategory;
  feedbackText: string;
  permissionToShare: boolean;
}

export const feedbackMethods = defineDataProviderMethods(({ httpClient }) => ({
  /** POST /api/feedback/v1: the stored feedback (its priority HIGH for an issue). */
  sendFeedback: async (input: FeedbackInput): Promise<{ id: string; priority: string }> =>
    (await httpClient(feedbackResource.apiBase, { method: 'POST', body: JSON.stringify(input) })).json as {
      id: string;
      priority: string;
    },
}));

export const useFeedbackCalls = () => useDataProvider<DataProviderWith<typeof feedbackMethods>>();
