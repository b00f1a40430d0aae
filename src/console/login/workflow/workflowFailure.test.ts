import { WORKFLOW_MAINTENANCE, WORKFLOW_NOT_AUTHENTICATED, workflowFailureMessage } from './workflowFailure';

describe('workflowFailureMessage (spec 000 §8 "Workflow")', () => {
  it.each([500, 502])('%i says the site is under maintenance, whatever the server said', (status) => {
    expect(workflowFailureMessage({ status, body: { detail: 'Database gone' } })).toBe(WORKFLOW_MAINTENANCE);
  });

  it("any other status shows the server's message, without its bracketed code", () => {
    expect(
      workflowFailureMessage({
        status: 401,
        body: { detail: '[AUTH-7] The verification code is not valid or has expired.' },
      }),
    ).toBe('The verification code is not valid or has expired.');
    expect(workflowFailureMessage({ status: 503, body: { detail: 'Try later' } })).toBe('Try later');
  });

  it('without a readable message it says the user could not be authenticated', () => {
    expect(workflowFailureMessage({ status: 404, body: null })).toBe(WORKFLOW_NOT_AUTHENTICATED);
    expect(workflowFailureMessage({ status: 400, body: { detail: '[X-1]' } })).toBe(WORKFLOW_NOT_AUTHENTICATED);
    expect(workflowFailureMessage(new Error('offline'))).toBe(WORKFLOW_NOT_AUTHENTICATED);
  });
});
