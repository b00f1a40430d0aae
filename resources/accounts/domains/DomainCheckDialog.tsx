import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DomainInput } from './DomainInput';

/** Check a domain (spec 001 §5 "Domain" input and its server verification) before it is entered on the account. */
export function DomainCheckDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="domain-check-title" fullWidth>
      <DialogTitle id="domain-check-title">{translate('resources.accountActions.domain.title')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <DomainInput
          label={translate('resources.accountActions.domain.label')}
          value={value}
          onChange={(next) => setValue(next)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
