import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useIsStaff } from '../../../src/console/resourceViews/useCallerKind';
import { useOwnActionCalls } from '../ownActions/console/ownActionsMethods';
import { ADDRESS_MESSAGES } from './messages';
import type { AccountAnswer } from '../accountAnswer';

const text = 'resources.accountActions.address';

/**
 * UK address verification of the account's address (spec 001 §4, §8 "Unable to verify address", followed by the
 * unverified fields). A verified address says so; an unverified one lists its fields: staff may Confirm (keep it
 * as it is) or Cancel, any other user must fix the fields (Edit Address opens the account's edit page).
 */
export function AddressVerifyDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const own = useOwnActionCalls();
  const redirect = useRedirect();
  const staff = useIsStaff();
  const record = useRecordContext<AccountAnswer>();
  const verdict = useQuery({
    queryKey: ['accountActions', 'address', record?.id, record?.version],
    queryFn: () =>
      own.validateAddress({
        address1: record?.address1 ?? '',
        city: record?.city ?? '',
        zipCode: record?.zipCode ?? '',
        country: 'UK',
      }),
    retry: false,
  });
  const unverified = verdict.data && !verdict.data.verified;
  return (
    <Dialog open onClose={onClose} aria-labelledby="address-verify-title" fullWidth>
      <DialogTitle id="address-verify-title">{translate(`${text}.title`)}</DialogTitle>
      <DialogContent>
        {verdict.isPending && <CircularProgress size={24} />}
        {verdict.isError && <Alert severity="error">{ADDRESS_MESSAGES.failed}</Alert>}
        {verdict.data?.verified && <Alert severity="success">{translate(`${text}.verified`)}</Alert>}
        {unverified && (
          <Alert severity="warning" data-testid="address-unverified">
            {ADDRESS_MESSAGES.failed}: {verdict.data.localizedErrorFieldNames.join(', ')}
            {!staff && <div>{translate(`${text}.fix`)}</div>}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {unverified && staff && (
          <Button
            variant="contained"
            onClick={() => {
              notify(translate(`${text}.confirmed`), { type: 'info' });
              onClose();
            }}
          >
            {translate(`${text}.confirm`)}
          </Button>
        )}
        {unverified && !staff && record && (
          <Button variant="contained" onClick={() => redirect('edit', 'accounts', record.id)}>
            {translate(`${text}.edit`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
