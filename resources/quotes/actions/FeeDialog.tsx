/**
 * Edit broker fee (brokerFee, additionalBrokerFee) and edit MGA fee (mgaFee), each 0–10,000; the server sets
 * totalPremium = premium + fees.
 */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';
import { feeInRange, feeOf, FEE_MAX } from './fees';

const typedOf = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

export function FeeDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const broker = action.dialog === 'brokerFee';
  const fields = broker ? (['brokerFee', 'additionalBrokerFee'] as const) : (['mgaFee'] as const);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field, typedOf(record[field])])),
  );
  const main = fields[0];
  const errorOf = (field: string): string => {
    const fee = feeOf(typed[field] ?? '');
    if (field === main && fee === undefined) return text('rules.required', { field: text(`fields.${field}`) });
    return feeInRange(fee) ? '' : text('rules.fee', { field: text(`fields.${field}`) });
  };
  const complete = fields.every((field) => !errorOf(field));
  const submit = () => {
    const body: Record<string, unknown> = { ...baseBody(record) };
    for (const field of fields) {
      const fee = feeOf(typed[field] ?? '');
      if (fee !== undefined) body[field] = fee;
    }
    void run.run(body);
  };
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`)}
      run={run}
      onClose={onClose}
      canSubmit={complete}
      onSubmit={submit}
    >
      {fields.map((field) => (
        <TextField
          key={field}
          type="number"
          label={text(`fields.${field}`)}
          value={typed[field]}
          onChange={(e) => setTyped({ ...typed, [field]: e.target.value })}
          required={field === main}
          slotProps={{ htmlInput: { min: 0, max: FEE_MAX, step: 'any' } }}
          {...(errorOf(field) && typed[field] !== '' ? { error: true, helperText: errorOf(field) } : {})}
        />
      ))}
    </ActionDialog>
  );
}
