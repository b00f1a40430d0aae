/** Submit for underwriter review: a reason, required ("Reason is a required field", spec 002 §5). */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';

export function ReviewDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const missing = !reason.trim();
  const submit = () => {
    setSubmitted(true);
    if (!missing) void run.run({ ...baseBody(record), reason: reason.trim() });
  };
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={text('fields.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        multiline
        minRows={3}
        {...(submitted && missing ? { error: true, helperText: text('rules.reviewReason') } : {})}
      />
    </ActionDialog>
  );
}
