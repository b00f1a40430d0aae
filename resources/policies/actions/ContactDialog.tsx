/** Update the policyholder contact (PUT /{id}/contact): all four fields required; the server's texts on refusal. */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { PolicyActionDialogProps } from './dialogProps';

const FIELDS = ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone'] as const;

export function ContactDialog({ action, record, onClose }: PolicyActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const current = record as unknown as Record<string, unknown>;
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(FIELDS.map((f) => [f, typeof current[f] === 'string' ? (current[f] as string) : ''])),
  );
  const submit = () =>
    void run.run({
      ...baseBody(record),
      ...Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]).filter(([, v]) => v !== '')),
    });
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.policyNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          required
          label={text(`fields.${field}`)}
          value={values[field]}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        />
      ))}
    </ActionDialog>
  );
}
