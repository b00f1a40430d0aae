/** Mark Check In Mail (PUT /description/{id}): the cheque's note, optional; the status stays. */
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { PolicyActionDialogProps } from './dialogProps';

export function CheckInMailDialog({ action, record, onClose }: PolicyActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const [description, setDescription] = useState('');
  const submit = () =>
    void run.run({ ...baseBody(record), ...(description.trim() ? { description: description.trim() } : {}) });
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.policyNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>{text(`actions.${action.key}.confirm`)}</Typography>
      <TextField
        label={text('fields.note')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
      />
    </ActionDialog>
  );
}
