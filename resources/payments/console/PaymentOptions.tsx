import { Button, Paper, Stack, Typography } from '@mui/material';
import { Figures } from './Figures';
import { money } from './format';
import type { PaymentPageData } from './paymentApi';
import { SavedMethods } from './SavedMethods';
import { usePaymentText } from './usePaymentText';

export type PaymentOption = 'card' | 'bank' | 'wire' | 'plan';

/**
 * Unpaid or Partially Paid (spec 002 §2): the pay-in-full amount, due date and description, and the options —
 * the account's saved payment methods, credit card and e-check (the processor's modal), ACH/wire transfer (bank details), and the instalment plan when
 * financing is available and the premium is not already financed.
 */
export function PaymentOptions({
  page,
  onChoose,
  onPaid,
}: {
  page: PaymentPageData;
  onChoose: (option: PaymentOption) => void;
  onPaid: () => void;
}) {
  const text = usePaymentText();
  const { paymentRequest } = page;
  return (
    <Paper component="section" aria-labelledby="options-title" sx={{ p: 3 }}>
      <Stack spacing={3}>
        <Typography id="options-title" variant="h5" component="h2">
          {text(page.status === 'Partially Paid' ? 'options.partiallyPaid' : 'options.title')}
        </Typography>
        <Figures
          label={text('options.request')}
          rows={[
            [text('options.payInFull'), money(paymentRequest.dueAmount)],
            [text('options.dueDate'), paymentRequest.dueDate],
            [text('options.description'), paymentRequest.description],
            ...(page.amountPaid > 0 ? ([[text('options.amountPaid'), money(page.amountPaid)]] as const) : []),
          ]}
        />
        {/* Paying and deleting both reload the page (onPaid closes any dialog and reloads). */}
        <SavedMethods page={page} onPaid={onPaid} onChanged={onPaid} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} flexWrap="wrap" useFlexGap>
          <Button variant="contained" onClick={() => onChoose('card')}>
            {text('options.card')}
          </Button>
          <Button variant="outlined" onClick={() => onChoose('bank')}>
            {text('options.echeck')}
          </Button>
          <Button variant="outlined" onClick={() => onChoose('wire')}>
            {text('options.wire')}
          </Button>
          {page.financingAvailable && (
            <Button variant="outlined" color="secondary" onClick={() => onChoose('plan')}>
              {text('options.plan')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
