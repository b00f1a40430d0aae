import {
  Alert,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRequestQuoteCalls, type RaterEntry } from './requestQuoteMethods';
import { useFlowText } from './useFlowText';

/** Why a product cannot be chosen for an account in `state`, or undefined when it can. */
const unavailable = (
  entry: RaterEntry,
  state: string | null,
  t: ReturnType<typeof useFlowText>,
): string | undefined => {
  if (!entry.rated) return t('product.notRated');
  if (!state || !entry.states.includes(state)) return t('product.stateNotSupported');
  return undefined;
};

/** Step "product-selector": the products of the rater catalogue (GET /api/rater/v1/all-raters); rated ones are selectable. */
export function ProductStep({
  initial,
  state,
  onChoose,
}: {
  initial: string;
  state: string | null;
  onChoose(product: string): void;
}) {
  const t = useFlowText();
  const calls = useRequestQuoteCalls();
  const raters = useQuery({ queryKey: ['requestQuote', 'raters'], queryFn: () => calls.raters(), staleTime: 60_000 });
  const [chosen, setChosen] = useState(initial);
  if (raters.error) return <Alert severity="error">{(raters.error as Error).message}</Alert>;
  if (!raters.data) return <CircularProgress aria-label={t('loading')} />;
  const selectable = raters.data.filter((entry) => !unavailable(entry, state, t));
  const value = selectable.some((entry) => entry.product === chosen) ? chosen : (selectable[0]?.product ?? '');
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('product.heading')}
      </Typography>
      <FormControl>
        <FormLabel id="request-quote-product">{t('product.label')}</FormLabel>
        <RadioGroup
          aria-labelledby="request-quote-product"
          value={value}
          onChange={(event) => setChosen(event.target.value)}
        >
          {raters.data.map((entry) => {
            const why = unavailable(entry, state, t);
            return (
              <FormControlLabel
                key={entry.product}
                value={entry.product}
                disabled={why !== undefined}
                control={<Radio />}
                label={
                  why ? `${entry.displayName} (${entry.product}) — ${why}` : `${entry.displayName} (${entry.product})`
                }
              />
            );
          })}
        </RadioGroup>
      </FormControl>
      <div>
        <Button variant="contained" disabled={!value} onClick={() => onChoose(value)}>
          {t('continue')}
        </Button>
      </div>
    </Stack>
  );
}
