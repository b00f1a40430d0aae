/**
 * The IRPM editor (spec 002 §3, §5, §9): the seven characteristics in percent, DEBIT or CREDIT beside each,
 * "Invalid" outside the state's bounds (the rater's rules for the quote's product, state and industry), the
 * modifier 1 + sum / 100; POST uw/underwrite/{id} re-prices the quote.
 */
import { Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IRPM_CHARACTERISTICS } from '../../../src/shared/rating/calculatorConstants';
import { ActionDialog, baseBody, useLifecycleText, useRunAction } from '../../../src/console/lifecycle';
import type { QuoteActionDialogProps } from './dialogProps';
import { entriesOf, irpmView, type IrpmEntries } from './irpmForm';
import { useQuoteActionCalls } from './quoteActionMethods';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { QuoteRecord } from '../../../src/shared/generated/records';

/** The calculator request's facts the editor reads. */
interface RatingFacts {
  irpm?: unknown;
  naicsCode?: unknown;
  state?: unknown;
}

/**
 * What the server keeps in a quote's `rating` beside the input a write sends (the schema types that part): the
 * calculator request it priced, and the underwriter's IRPM set by POST uw/underwrite/{id} (../underwriting/irpmPricing.ts).
 */
interface PricedRating {
  input?: RatingFacts;
  calculator?: RatingFacts;
  underwriterIrpm?: { irpm?: unknown };
}

const ratingOf = (record: StoredRecord<QuoteRecord>): PricedRating | null | undefined => record.rating;

const ruleKeyOf = (record: StoredRecord<QuoteRecord>) => {
  const rating = ratingOf(record);
  const calculator = rating?.calculator ?? rating?.input;
  const naicsCode = calculator?.naicsCode;
  const state = calculator?.state;
  return record.product && naicsCode != null && typeof state === 'string'
    ? { product: record.product, naicsCode: String(naicsCode), state }
    : undefined;
};

/** The underwriter's IRPM the quote was re-priced with, else the one it was rated with. */
const storedIrpm = (record: StoredRecord<QuoteRecord>) => {
  const rating = ratingOf(record);
  return rating?.underwriterIrpm?.irpm ?? rating?.calculator?.irpm ?? rating?.input?.irpm;
};

export function IrpmDialog({ action, record, onClose }: QuoteActionDialogProps) {
  const text = useLifecycleText();
  const run = useRunAction(action, record, onClose);
  const [entries, setEntries] = useState<IrpmEntries>(() => entriesOf(storedIrpm(record)));
  const ruleKey = ruleKeyOf(record);
  const calls = useQuoteActionCalls();
  const { data: bounds } = useQuery({
    queryKey: ['quoteActions', 'irpmBounds', ruleKey],
    queryFn: () => calls.irpmBounds(ruleKey!),
    enabled: ruleKey !== undefined,
    staleTime: 5 * 60_000,
  });
  const view = irpmView(entries, bounds);
  const valid = Object.keys(view.errors).length === 0;
  return (
    <ActionDialog
      title={text(`actions.${action.key}.title`, { number: record.quoteNumber })}
      run={run}
      onClose={onClose}
      canSubmit={valid}
      onSubmit={() => void run.run({ ...baseBody(record), irpm: view.values })}
    >
      {bounds && (
        <Typography variant="body2">
          {text('fields.irpm.bounds', { min: Math.round(bounds.min * 100), max: Math.round(bounds.max * 100) })}
        </Typography>
      )}
      {IRPM_CHARACTERISTICS.map((key) => (
        <Stack key={key} direction="row" spacing={2} alignItems="center">
          <TextField
            type="number"
            label={text(`fields.irpm.${key}`)}
            value={entries[key] ?? ''}
            onChange={(e) => setEntries({ ...entries, [key]: e.target.value })}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { step: 'any', 'data-irpm': key } }}
            {...(view.errors[key] ? { error: true, helperText: view.errors[key] } : {})}
          />
          <Chip
            size="small"
            label={view.kinds[key] ?? 'CREDIT'}
            color={view.kinds[key] === 'DEBIT' ? 'warning' : 'success'}
            data-testid={`irpm-kind-${key}`}
          />
        </Stack>
      ))}
      {view.errors.irpm && <Typography color="error">{view.errors.irpm}</Typography>}
      <Typography data-testid="irpm-modifier">
        {text('fields.irpm.modifier')}: {view.modifier}
      </Typography>
    </ActionDialog>
  );
}
