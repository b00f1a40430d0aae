import { Suspense, use } from 'react';
import { Button, useBasename, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { decodeAccessClaims } from '../auth/tokenStore';
import { signUpInvitationChoices } from './signUpInvitationChoices';
import { loadTexts } from '../i18n/i18nProvider';

/** Opens the sign-up invitation page, for those who may send one. */
export function InviteToSignUpButton() {
  const { permissions } = usePermissions<string[]>();
  if (signUpInvitationChoices(permissions ?? [], decodeAccessClaims()?.accType).length === 0) return null;
  // Its label is a `signin` text, which the list pages do not otherwise load: the button shows once it is here.
  return (
    <Suspense fallback={null}>
      <InviteButton />
    </Suspense>
  );
}

function InviteButton() {
  use(loadTexts('signin'));
  const basename = useBasename();
  return (
    <Button component={Link} to={`${basename}/invitations/signup`} label="signin.invite.open">
      <PersonAddIcon />
    </Button>
  );
}
