import { Alert, Box, Button, CircularProgress, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CalculatorSecurityAnswers } from './calculatorRequest';
import { LicenseStep } from './LicenseStep';
import { ProductStep } from './ProductStep';
import { QuestionsStep } from './QuestionsStep';
import { QuoteStep } from './QuoteStep';
import { useRequestQuoteCalls } from './requestQuoteMethods';
import { useFlowText } from './useFlowText';
import { VerifyStep } from './VerifyStep';

/** The new-quote steps of spec 002 §2 this console offers, in order (the cart sits under the calculator). */
export const REQUEST_QUOTE_STEPS = ['verify', 'product-selector', 'questions', 'state-license', 'quote'] as const;
export type RequestQuoteStep = (typeof REQUEST_QUOTE_STEPS)[number];

/**
 * /{area}/requestQuote/{productType}/{accountId} (spec 002 §2): verify → product-selector → questions →
 * state-license → quote (calculator and cart). Each step stops the flow when the server says no; the server
 * checks again on every cart entry and on the request itself.
 */
export function RequestQuotePage() {
  const t = useFlowText();
  const basename = useBasename();
  const navigate = useNavigate();
  const { productType = 'P100', accountId = '' } = useParams();
  const [step, setStep] = useState<RequestQuoteStep>('verify');
  const [securityAnswers, setSecurityAnswers] = useState<CalculatorSecurityAnswers>();
  const calls = useRequestQuoteCalls();
  const verification = useQuery({
    queryKey: ['requestQuote', 'verify', productType, accountId],
    queryFn: () => calls.quoteVerification(productType, accountId),
    staleTime: 0,
  });
  const account = verification.data?.account;

  const body = () => {
    if (verification.error) return <Alert severity="error">{(verification.error as Error).message}</Alert>;
    if (!verification.data || !account) return <CircularProgress aria-label={t('loading')} />;
    if (step !== 'verify' && !verification.data.eligible)
      return <VerifyStep verification={verification.data} onContinue={() => undefined} />;
    switch (step) {
      case 'verify':
        return <VerifyStep verification={verification.data} onContinue={() => setStep('product-selector')} />;
      case 'product-selector':
        return (
          <ProductStep
            initial={productType}
            state={account.state}
            onChoose={(product) => {
              if (product !== productType)
                navigate(`${basename}/requestQuote/${encodeURIComponent(product)}/${encodeURIComponent(accountId)}`, {
                  replace: true,
                });
              setStep('questions');
            }}
          />
        );
      case 'questions':
        return (
          <QuestionsStep
            accountId={accountId}
            onAnswered={(answers) => {
              setSecurityAnswers(answers);
              setStep('state-license');
            }}
          />
        );
      case 'state-license':
        return <LicenseStep productType={productType} accountId={accountId} onContinue={() => setStep('quote')} />;
      case 'quote':
        return (
          <QuoteStep
            accountId={accountId}
            securityAnswers={securityAnswers}
            subject={{
              product: productType,
              naicsCode: String(account.naicsCode ?? ''),
              state: account.state ?? '',
              revenue: Number(account.revenue ?? 0),
            }}
          />
        );
    }
  };

  const index = REQUEST_QUOTE_STEPS.indexOf(step);
  return (
    <Box sx={{ mt: 2 }} data-step={step}>
      <Title title={account ? `${t('title')}: ${account.name}` : t('title')} />
      <Stepper activeStep={index} alternativeLabel sx={{ mb: 3 }}>
        {REQUEST_QUOTE_STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {body()}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {index > 0 && (
          <Button variant="text" onClick={() => setStep(REQUEST_QUOTE_STEPS[index - 1])}>
            {t('back')}
          </Button>
        )}
        <Button variant="text" component={Link} to={`${basename}/accounts/${encodeURIComponent(accountId)}/show`}>
          {t('cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
