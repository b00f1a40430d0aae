/**
 * Decline and lost (spec 002 §5, §9): the reason from the list, its description, and the fill-in text when
 * "Fill-in option" is chosen; decline may notify the agent.
 */
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useState } from 'react';
import { FILL_IN_OPTION, QUOTE_DECLINE_REASONS, QUOTE_LOST_REASONS } from '../lifecycle/reasons';
import { ActionDialog, baseBody, ReasonSelect, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';

export function ReasonDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const decline = action.dialog === 'decline';
  const reasons = decline ? QUOTE_DECLINE_REASONS : QUOTE_LOST_REASONS;
  const summaryLabel = text(decline ? 'fields.declinationReason' : 'fields.lossReason');
  const [reasonSummary, setSummary] = useState('');
  const [reason, setReason] = useState('');
  const [fillInText, setFillIn] = useState('');
  const [notify, setNotify] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const fillIn = reasonSummary === FILL_IN_OPTION;
  const errors = {
    reasonSummary: reasonSummary
      ? ''
      : decline
        ? text('rules.required', { field: summaryLabel })
        : text('rules.lossReason'),
    reason: reason.trim() ? '' : text('rules.required', { field: text('fields.reasonDescription') }),
    fillInText: !fillIn || fillInText.trim() ? '' : text('rules.required', { field: text('fields.fillInText') }),
  };
  const submit = () => {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    void run.run({
      ...baseBody(record),
      reasonSummary,
      reason: reason.trim(),
      ...(fillIn ? { fillInText: fillInText.trim() } : {}),
      ...(decline ? { isNotificationEnabled: notify } : {}),
    });
  };
  const shown = (field: keyof typeof errors) =>
    submitted && errors[field] ? { error: true, helperText: errors[field] } : {};
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      <ReasonSelect
        label={summaryLabel}
        value={reasonSummary}
        reasons={reasons}
        onChange={setSummary}
        error={submitted ? errors.reasonSummary : undefined}
      />
      <TextField
        label={text('fields.reasonDescription')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        multiline
        minRows={2}
        {...shown('reason')}
      />
      {fillIn && (
        <TextField
          label={text('fields.fillInText')}
          value={fillInText}
          onChange={(e) => setFillIn(e.target.value)}
          required
          {...shown('fillInText')}
        />
      )}
      {decline && (
        <FormControlLabel
          control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
          label={text('fields.notify')}
        />
      )}
    </ActionDialog>
  );
}
