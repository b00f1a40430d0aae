import { hasPermission } from '../../shared/permissions/checkPermission';

/**
 * Whom a caller may invite to sign up, as the server decides it (docs/features/sign-in.md "Sign-in and session"): staff with
 * `agency:create` invite agencies; an agency or staff with `account:create` invite policyholders (staff then
 * name the agency).
 */
export function signUpInvitationChoices(
  permissions: readonly string[],
  accountType: string | undefined,
): Array<'AGENCY' | 'CUSTOMER'> {
  const choices: Array<'AGENCY' | 'CUSTOMER'> = [];
  if (hasPermission([...permissions], ['agency:create'])) choices.push('AGENCY');
  if (hasPermission([...permissions], ['account:create']) && (accountType === 'AGENCY' || accountType === 'PROVIDER'))
    choices.push('CUSTOMER');
  return choices;
}
