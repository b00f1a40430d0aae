/**
 * The sign-up invitation a signed-in user sends, a platform method of the data provider:
 *
 *   sendSignUpInvitation(values)   POST /api/auth/v1/invitations   {email, accountType, agencyId?}
 */
import { defineDataProviderMethods } from '../providers/methods';

export interface SignUpInvitation {
  email?: string;
  accountType?: 'AGENCY' | 'CUSTOMER';
  agencyId?: string;
}

export const invitationMethods = defineDataProviderMethods(({ httpClient }) => ({
  sendSignUpInvitation: async (values: SignUpInvitation): Promise<void> => {
    await httpClient('/api/auth/v1/invitations', { method: 'POST', body: JSON.stringify(values) });
  },
}));
