import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** Feedback belongs to its sender's organisation: no tenant field to name. */
export const feedbackFixtures: ResourceFixtures = {
  resource: 'feedback',
  validBody: (_tenant, unique) => ({ category: 'GENERAL_FEEDBACK', feedbackText: `Fixture feedback ${unique}` }),
  invalidBody: () => ({
    body: { category: 'GENERAL_FEEDBACK', feedbackText: 'x'.repeat(501) },
    fields: ['feedbackText'],
  }),
};
