import { Button, useBasename, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { decodeAccessClaims } from '../auth/tokenStore';
import { signUpInvitationChoices } from './signUpInvitationChoices';

/** Opens the sign-up invitation page, for those who may send one. */
export function InviteToSignUpButton() {
  const { permissions } = usePermissions<string[]>();
  const basename = useBasename();
  if (signUpInvitationChoices(permissions ?? [], decodeAccessClaims()?.accType).length === 0) return null;
  return (
    <Button component={Link} to={`${basename}/invitations/signup`} label="signin.invite.open">
      <PersonAddIcon />
    </Button>
  );
}
