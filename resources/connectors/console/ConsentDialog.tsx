/** The connector privacy consent (spec 001 §8): Accept is enabled only after the agreement box is ticked. */
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useConnectorText } from './useConnectorText';

export function ConsentDialog({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  const text = useConnectorText();
  const [agreed, setAgreed] = useState(false);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="connector-consent-title">
      <DialogTitle id="connector-consent-title">{text('consent.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {text('consent.body')}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label={text('consent.agreement')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('cancel')}</Button>
        <Button variant="contained" disabled={!agreed} onClick={onAccept}>
          {text('consent.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
