/**
 * A midterm endorsement (POST /{id}/endorsement): the day it takes effect (14 days back to 30 ahead; staff jumped
 * in are not limited: the server decides) and the new limit or deductible; the rater re-prices it.
 */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { daysFromToday } from '../../../src/shared/dates/today';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { PolicyActionDialogProps } from './dialogProps';

export function EndorsementDialog({ action, record, onClose }: PolicyActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const [date, setDate] = useState(daysFromToday(0));
  const [limit, setLimit] = useState('');
  const [deductible, setDeductible] = useState('');
  const whole = (value: string) => (value.trim() === '' ? {} : { value: Number(value.replace(/[^0-9]/g, '')) });
  const submit = () => {
    const l = whole(limit);
    const d = whole(deductible);
    void run.run({
      ...baseBody(record),
      effectiveDate: date,
      ...('value' in l ? { limit: l.value } : {}),
      ...('value' in d ? { deductible: d.value } : {}),
    });
  };
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.policyNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        type="date"
        required
        label={text('fields.endorsementDate')}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        InputLabelProps={{ shrink: true }}
        inputProps={{ min: daysFromToday(-14), max: daysFromToday(30) }}
      />
      <TextField
        label={text('fields.limit')}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        inputProps={{ inputMode: 'numeric' }}
      />
      <TextField
        label={text('fields.deductible')}
        value={deductible}
        onChange={(e) => setDeductible(e.target.value)}
        inputProps={{ inputMode: 'numeric' }}
      />
    </ActionDialog>
  );
}
