import { feedbackErrors } from './feedbackRules';

describe("the feedback form's own checks", () => {
  it('requires a category and a description of at most 500 characters', () => {
    expect(feedbackErrors({ category: '', feedbackText: '  ' })).toEqual({
      category: 'categoryRequired',
      feedbackText: 'descriptionRequired',
    });
    expect(feedbackErrors({ category: 'KUDOS', feedbackText: 'x'.repeat(501) })).toEqual({ feedbackText: 'tooLong' });
    expect(feedbackErrors({ category: 'KUDOS', feedbackText: 'x'.repeat(500) })).toEqual({});
  });
});
