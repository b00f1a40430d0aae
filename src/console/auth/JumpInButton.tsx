import LoginIcon from '@mui/icons-material/Login';
import { Button, useDataProvider, useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import { STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { jumpInto } from './jump';

/**
 * Staff only (spec 000 §2.7): enters the shown organisation in a new tab, as its administrator, with the
 * staff user named in the history. Hidden inside a jump: nobody jumps from a jumped session (the server
 * refuses it too).
 */
export function JumpInButton({ accountType }: { accountType: string }) {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const account = identity?.account as { accountType?: string } | undefined;
  if (!record || account?.accountType !== STAFF_ACCOUNT_TYPE || identity?.ghosting) return null;
  return (
    <Button
      label="shell.jump.enter"
      onClick={() =>
        jumpInto(dataProvider, String(record.id), accountType).catch((error: Error) =>
          notify(error.message, { type: 'error' }),
        )
      }
    >
      <LoginIcon />
    </Button>
  );
}
