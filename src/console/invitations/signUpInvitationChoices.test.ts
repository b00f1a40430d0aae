import { signUpInvitationChoices } from './signUpInvitationChoices';

describe('signUpInvitationChoices', () => {
  it('staff holding both permissions invite agencies and policyholders', () => {
    expect(signUpInvitationChoices(['agency:create', 'account:create'], 'PROVIDER')).toEqual(['AGENCY', 'CUSTOMER']);
  });

  it('an agency invites policyholders only', () => {
    expect(signUpInvitationChoices(['account:create', 'account:read'], 'AGENCY')).toEqual(['CUSTOMER']);
  });

  it('a policyholder, or a role without the permissions, invites no one', () => {
    expect(signUpInvitationChoices(['account:create'], 'CUSTOMER')).toEqual([]);
    expect(signUpInvitationChoices(['account:read'], 'AGENCY')).toEqual([]);
  });
});
