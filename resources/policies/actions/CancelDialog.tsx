/**
 * Cancel and flat cancel: the reason from the server's list (GET /api/policy/v1/reasons) and a description,
 * required when the reason is "Other".
 */
import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog, baseBody, ReasonSelect, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { PolicyActionDialogProps } from './dialogProps';
import { usePolicyCalls } from './policyMethods';

/** The reason that asks for a description (the server's rule, resources/policies/lifecycle/bodies.ts). */
const OTHER = 'Other';

export function CancelDialog({ action, record, onClose }: PolicyActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const calls = usePolicyCalls();
  const { data: reasons = [] } = useQuery({
    queryKey: ['policyActions', 'reasons'],
    queryFn: () => calls.policyCancelReasons(),
    staleTime: 10 * 60_000,
  });
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    reason: reason ? '' : text('rules.reason'),
    description: reason !== OTHER || description.trim() ? '' : text('rules.description'),
  };
  const submit = () => {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    void run.run({ ...baseBody(record), reason, ...(description.trim() ? { description: description.trim() } : {}) });
  };
  const shown = (field: keyof typeof errors) =>
    submitted && errors[field] ? { error: true, helperText: errors[field] } : {};
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.policyNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      <ReasonSelect
        label={text('fields.reason')}
        value={reason}
        reasons={reasons}
        onChange={setReason}
        error={submitted ? errors.reason : undefined}
      />
      <TextField
        label={text('fields.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        required={reason === OTHER}
        multiline
        minRows={2}
        {...shown('description')}
      />
    </ActionDialog>
  );
}
