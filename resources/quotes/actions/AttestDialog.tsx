/** Attest terms (spec 002 §4): OK is enabled only once the box is ticked. */
import { Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';

export function AttestDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const [attested, setAttested] = useState(false);
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      canSubmit={attested}
      onSubmit={() => void run.run({ ...baseBody(record), attested: true })}
    >
      <FormControlLabel
        control={<Checkbox checked={attested} onChange={(e) => setAttested(e.target.checked)} />}
        label={text('fields.attested')}
      />
    </ActionDialog>
  );
}
