import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { QuoteReview } from '../reviewAnswer';
import { money, plain } from './format';
import { LabelledValues } from './LabelledValues';
import { requestToBind, serverMessage, type PolicyholderContact } from './reviewApi';
import { useReviewText } from './useReviewText';

type FieldErrors = Partial<Record<keyof PolicyholderContact, string>>;

const FIELDS = ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone'] as const;

/**
 * Spec 002 §3 "Request to bind" / §5: the four policyholder fields (the server checks them: required, names in
 * letters and spaces, a valid e-mail and phone) beside the agency type, agency, company, quote number, total
 * premium and effective date. On success the dialog says 'Request Sent' and the page refreshes the quote.
 */
export function RequestToBindDialog({
  review,
  open,
  onClose,
  onSent,
}: {
  review: QuoteReview;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const text = useReviewText();
  const { quote, agency } = review;
  const [contact, setContact] = useState<PolicyholderContact>({
    customerFirstName: quote.customerFirstName ?? '',
    customerLastName: quote.customerLastName ?? '',
    customerEmail: quote.customerEmail ?? '',
    customerPhone: quote.customerPhone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    setErrors({});
    try {
      await requestToBind(quote.id, quote.version, contact);
      setSent(true);
      onSent();
    } catch (error) {
      const listed = ((error as { body?: { errors?: unknown } })?.body?.errors ?? {}) as Record<string, unknown>;
      setErrors(
        Object.fromEntries(FIELDS.filter((f) => typeof listed[f] === 'string').map((f) => [f, String(listed[f])])),
      );
      setFailure(serverMessage(error) ?? text('bind.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="request-to-bind-title" fullWidth maxWidth="sm">
      <DialogTitle id="request-to-bind-title">{sent ? text('bind.sent') : text('bind.dialogTitle')}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {text('bind.success')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{text('bind.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogContent>
            <LabelledValues
              items={[
                [text('bind.agencyType'), text('bind.retail')],
                [text('bind.agency'), agency.name],
                [text('bind.company'), quote.companyName],
                [text('summary.quoteNumber'), quote.quoteNumber],
                [text('summary.totalPremium'), money(quote.totalPremium)],
                [text('summary.effectiveDate'), plain(quote.effectiveDate)],
              ]}
            />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2,
                mt: 2,
              }}
            >
              {FIELDS.map((field) => (
                <TextField
                  key={field}
                  name={field}
                  label={text(`bind.${field}`)}
                  required
                  type={field === 'customerEmail' ? 'email' : field === 'customerPhone' ? 'tel' : 'text'}
                  value={contact[field]}
                  onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
                  error={!!errors[field]}
                  helperText={errors[field]}
                />
              ))}
            </Box>
            {failure && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{text('bind.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {text('bind.send')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
