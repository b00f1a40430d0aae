/** The need-by date: 7 days out by default, never before today (spec 002 §5, §9). */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';
import { earliestNeedBy, initialNeedBy, needByTooEarly } from './needBy';

export function NeedByDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const [needBy, setNeedBy] = useState(() => initialNeedBy(record.needByDate));
  const error = !needBy
    ? text('rules.required', { field: text('fields.needBy') })
    : needByTooEarly(needBy)
      ? text('rules.needByEarly')
      : '';
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      canSubmit={!error}
      onSubmit={() => void run.run({ ...baseBody(record), quoteId: record.id, needBy })}
    >
      <TextField
        type="date"
        label={text('fields.needBy')}
        value={needBy}
        onChange={(e) => setNeedBy(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestNeedBy() } }}
        {...(error ? { error: true, helperText: error } : {})}
      />
    </ActionDialog>
  );
}
