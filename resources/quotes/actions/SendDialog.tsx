/**
 * Send quote to policyholder (POST /api/quote/v1/action/send): the contact's first and last name, e-mail and
 * phone; the server mails the review link and answers 'Quote request(s) sent successfully!'.
 */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';

const FIELDS = ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone'] as const;
type Field = (typeof FIELDS)[number];

export function SendDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  // The contact's phone travels in the quote's details, which the schema leaves open.
  const details: { customerPhone?: unknown } | null | undefined = record.details;
  const [contact, setContact] = useState<Record<Field, string>>(() => ({
    customerFirstName: record.customerFirstName ?? '',
    customerLastName: record.customerLastName ?? '',
    customerEmail: record.customerEmail ?? '',
    customerPhone: typeof details?.customerPhone === 'string' ? details.customerPhone : '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const required: Field[] = ['customerFirstName', 'customerLastName', 'customerEmail'];
  const missing = (field: Field) => required.includes(field) && !contact[field].trim();
  const submit = () => {
    setSubmitted(true);
    if (FIELDS.some(missing)) return;
    const phone = contact.customerPhone.trim();
    void run.run({
      ...baseBody(record),
      quoteId: record.id,
      customerFirstName: contact.customerFirstName.trim(),
      customerLastName: contact.customerLastName.trim(),
      customerEmail: contact.customerEmail.trim(),
      ...(phone ? { customerPhone: phone } : {}),
    });
  };
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      onSubmit={submit}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={text(`fields.${field}`)}
          type={field === 'customerEmail' ? 'email' : field === 'customerPhone' ? 'tel' : 'text'}
          value={contact[field]}
          onChange={(e) => setContact({ ...contact, [field]: e.target.value })}
          required={required.includes(field)}
          {...(submitted && missing(field)
            ? { error: true, helperText: text('rules.required', { field: text(`fields.${field}`) }) }
            : {})}
        />
      ))}
    </ActionDialog>
  );
}
