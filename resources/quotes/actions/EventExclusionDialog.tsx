/**
 * The underwriting event-exclusion editor (spec 002 §2, §3, §5): the quote's excluded events, and a form adding
 * one (claim number and claim name required, a valid date: 'Invalid date format'). Sending a claim number again
 * replaces its entry; Remove takes one off. The server checks the same rules.
 */
import { Button, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';

interface Exclusion {
  claimNumber: string;
  claimName: string;
  claimDate?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function EventExclusionDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const [form, setForm] = useState({ claimNumber: '', claimName: '', claimDescription: '', claimDate: '' });
  const [submitted, setSubmitted] = useState(false);
  // The excluded events travel in the quote's details, which the schema leaves open.
  const details: { eventExclusions?: Exclusion[] } | null | undefined = record.details;
  const existing = details?.eventExclusions ?? [];
  const problems = {
    claimNumber: form.claimNumber.trim() ? undefined : text('rules.claimNumber'),
    claimName: form.claimName.trim() ? undefined : text('rules.claimName'),
    claimDate: !form.claimDate || DAY.test(form.claimDate) ? undefined : text('rules.claimDate'),
  };
  const field = (name: keyof typeof form, extra: Record<string, unknown> = {}) => {
    const problem = problems[name as keyof typeof problems];
    return {
      label: text(`fields.${name}`),
      value: form[name],
      onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
      ...(submitted && problem ? { error: true, helperText: problem } : {}),
      ...extra,
    };
  };
  const submit = () => {
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    const body: Record<string, unknown> = {
      ...baseBody(record),
      claimNumber: form.claimNumber.trim(),
      claimName: form.claimName.trim(),
    };
    if (form.claimDescription.trim()) body.claimDescription = form.claimDescription.trim();
    if (form.claimDate) body.claimDate = form.claimDate;
    void run.run(body);
  };
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      {existing.length > 0 && (
        <List dense aria-label={text(`actions.${action.key}.existing`)}>
          {existing.map((entry) => (
            <ListItem
              key={entry.claimNumber}
              secondaryAction={
                <Button
                  size="small"
                  disabled={run.pending}
                  onClick={() => void run.run({ ...baseBody(record), claimNumber: entry.claimNumber, remove: true })}
                >
                  {text(`actions.${action.key}.remove`)}
                </Button>
              }
            >
              <ListItemText
                primary={`${entry.claimNumber} — ${entry.claimName}`}
                secondary={entry.claimDate ?? undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={2}>
        <TextField {...field('claimNumber', { required: true })} fullWidth />
        <TextField {...field('claimDate', { type: 'date', InputLabelProps: { shrink: true } })} fullWidth />
      </Stack>
      <TextField {...field('claimName', { required: true })} />
      <TextField {...field('claimDescription', { multiline: true, minRows: 2 })} />
    </ActionDialog>
  );
}
