import { Alert, Button, CircularProgress, Divider, Link as MuiLink, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useBasename, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { todayIso } from '../../../src/shared/dates/today';
import type { CalculatorRequest } from '../../../src/shared/generated/rating';
import { Calculator } from './Calculator';
import { CART_LIMIT, CartPanel, cartKey } from './CartPanel';
import type { CalculatorSecurityAnswers, CalculatorSubject } from './calculatorRequest';
import { refusalMessage } from './refusalMessage';
import { useRequestQuoteCalls } from './requestQuoteMethods';
import { useFlowText } from './useFlowText';

/** Step "quote": the calculator on the product's rules for the account's state and industry, and the cart. */
export function QuoteStep(props: {
  subject: CalculatorSubject;
  accountId: string;
  securityAnswers?: CalculatorSecurityAnswers;
}) {
  const t = useFlowText();
  const basename = useBasename();
  const { subject, accountId } = props;
  // Rating needs what the account's details form holds; without it there is nothing to price.
  if (!subject.naicsCode || !subject.state || !(subject.revenue > 0)) {
    return (
      <Alert severity="warning" role="alert">
        {t('calculator.needsDetails')}{' '}
        <MuiLink component={Link} to={`${basename}/accounts/${encodeURIComponent(accountId)}/show/details`}>
          {t('calculator.completeDetails')}
        </MuiLink>
      </Alert>
    );
  }
  return <RatedQuoteStep {...props} />;
}

function RatedQuoteStep({
  subject,
  accountId,
  securityAnswers,
}: {
  subject: CalculatorSubject;
  accountId: string;
  securityAnswers?: CalculatorSecurityAnswers;
}) {
  const t = useFlowText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const calls = useRequestQuoteCalls();
  const [today] = useState(todayIso);
  const calculate = useCallback(
    (request: CalculatorRequest, signal: AbortSignal) => calls.calculatePremium(request, signal),
    [calls],
  );
  const rules = useQuery({
    queryKey: ['requestQuote', 'rules', subject.product, subject.naicsCode, subject.state],
    queryFn: () => calls.calculatorRules(subject.product, subject.naicsCode, subject.state),
  });
  const cart = useQuery({ queryKey: cartKey(accountId), queryFn: () => calls.quoteCart(accountId) });
  const [refusal, setRefusal] = useState<string>();
  const add = useMutation({
    mutationFn: ({ request, presetName }: { request: CalculatorRequest; presetName?: string }) =>
      calls.addToQuoteCart(subject.product, accountId, request, presetName),
    onSuccess: () => {
      setRefusal(undefined);
      notify(t('cart.added'), { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: cartKey(accountId) });
    },
    onError: (failure) => {
      setRefusal(refusalMessage(failure));
      void queryClient.invalidateQueries({ queryKey: cartKey(accountId) });
    },
  });

  if (rules.error) return <Alert severity="error">{(rules.error as Error).message}</Alert>;
  if (!rules.data) return <CircularProgress aria-label={t('loading')} />;
  const full = (cart.data?.length ?? 0) >= CART_LIMIT;
  return (
    <Stack spacing={3}>
      <Calculator
        key={`${subject.product}-${subject.state}-${subject.naicsCode}`}
        rules={rules.data}
        subject={subject}
        securityAnswers={securityAnswers}
        today={today}
        calculate={calculate}
        actions={({ request, presetName, calculation }) => (
          <Stack spacing={1}>
            {full && <Alert severity="warning">{t('cart.limitReached')}</Alert>}
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            <div>
              <Button
                variant="contained"
                disabled={!calculation || add.isPending || full}
                onClick={() => add.mutate({ request, presetName })}
              >
                {t('cart.add')}
              </Button>
            </div>
          </Stack>
        )}
      />
      <Divider />
      <CartPanel accountId={accountId} cart={cart} />
    </Stack>
  );
}
