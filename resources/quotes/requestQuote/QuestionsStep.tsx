import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import { fieldErrorsOf } from '../../../src/console/forms/errorSchema';
import { SchemaForm } from '../../../src/console/forms/SchemaForm';
import { useComposedForm } from '../../../src/console/forms/useComposedForm';
import type { FieldError } from '../../../src/shared/api/types';
import { calculatorSecurityAnswers, type CalculatorSecurityAnswers } from './calculatorRequest';
import { useFlowText } from './useFlowText';

/**
 * The question set the calculator reads (spec 002 §3 "P250 security questions": the three bank verification
 * answers and the backup frequency, §4 "Security answers"), from the schema forms. The account's stored
 * answers open it; saving keeps them with the account and moves on.
 */
export const QUOTE_QUESTIONNAIRE = 'securityP250';

/** Step "questions": the product's questionnaire; its answers go on to the calculator. */
export function QuestionsStep({
  accountId,
  onAnswered,
}: {
  accountId: string;
  onAnswered(answers: CalculatorSecurityAnswers | undefined): void;
}) {
  const t = useFlowText();
  const notify = useNotify();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const queryClient = useQueryClient();
  const answersKey = ['forms', 'answers', QUOTE_QUESTIONNAIRE, accountId];
  const stored = useQuery({
    queryKey: answersKey,
    queryFn: () => dataProvider.formAnswers(QUOTE_QUESTIONNAIRE, accountId),
  });
  const { data: form, error } = useComposedForm(stored.data ? QUOTE_QUESTIONNAIRE : undefined, {
    version: stored.data?.schemaVersion,
  });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async (answers: Record<string, unknown>) => {
    setSaving(true);
    try {
      const saved = await dataProvider.saveFormAnswers(
        QUOTE_QUESTIONNAIRE,
        accountId,
        answers,
        stored.data?.version ?? 0,
      );
      queryClient.setQueryData(answersKey, saved);
      notify(t('questions.saved'), { type: 'success' });
      onAnswered(calculatorSecurityAnswers(saved.answers, saved.schemaVersion));
    } catch (failure) {
      setServerErrors(fieldErrorsOf(failure));
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (stored.error || error)
    return <Alert severity="error">{String(((stored.error ?? error) as Error).message)}</Alert>;
  if (!stored.data || !form) return <CircularProgress aria-label={t('loading')} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('questions.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('questions.hint')}
      </Typography>
      <Card variant="outlined" data-form={QUOTE_QUESTIONNAIRE}>
        <CardContent>
          <SchemaForm
            key={`${form.version}-${stored.data.version}`}
            form={form}
            initialAnswers={stored.data.answers}
            actions={[{ intent: 'continue', label: t('questions.saveAndContinue') }]}
            onSubmit={(answers) => void save(answers)}
            serverErrors={serverErrors}
            disabled={saving}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
