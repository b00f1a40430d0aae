import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Typography,
  List,
  ListItem,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import type { FieldError } from '../../shared/api/types';
import { fieldErrorsOf } from './errorSchema';
import type { StoredAnswers } from '../../shared/api/formAnswers';
import { SchemaForm } from './SchemaForm';
import { useComposedForm } from './useComposedForm';
import { AnswerHistory } from './AnswerHistory';
import { useFormAnswersText } from './useFormAnswersText';

/** Spec 001 §7 success text for the account-details form; the questionnaires use the generic one. */
const SAVED: Record<string, string> = { accountDetails: 'Account Details Updated Successfully.' };

export interface AccountFormPageProps {
  form: string;
  accountId: string;
  /**
   * Asked before each save (a resource's confirmation, e.g. the quotes an account-details change affects):
   * answers further body fields to send, or null when the user cancelled (nothing is saved).
   */
  beforeSave?: (answers: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
  /** Told the server's answer after a save (e.g. to show what the save did beside the answers). */
  afterSave?: (saved: StoredAnswers) => void;
}

/**
 * One of an account's forms (account details, a security questionnaire, social engineering), opened with
 * the schema version its answers were given under (said above the questions), and the answers' history under it.
 */
export function AccountFormPage({ form: formName, accountId, beforeSave, afterSave }: AccountFormPageProps) {
  const notify = useNotify();
  const t = useFormAnswersText();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const queryClient = useQueryClient();
  const answersKey = ['forms', 'answers', formName, accountId];
  const stored = useQuery({ queryKey: answersKey, queryFn: () => dataProvider.formAnswers(formName, accountId) });
  const { data: form, error } = useComposedForm(stored.data ? formName : undefined, {
    version: stored.data?.schemaVersion,
  });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [refusal, setRefusal] = useState<string[] | undefined>();

  const save = async (answers: Record<string, unknown>) => {
    try {
      const extra = beforeSave ? await beforeSave(answers) : {};
      if (extra === null) return;
      const saved: StoredAnswers = await dataProvider.saveFormAnswers(
        formName,
        accountId,
        answers,
        stored.data?.version ?? 0,
        extra,
      );
      setServerErrors([]);
      queryClient.setQueryData(answersKey, saved);
      if (saved.socialEngineering === false) setRefusal(saved.reasons ?? []);
      notify(SAVED[formName] ?? 'Saved', { type: 'success' });
      afterSave?.(saved);
    } catch (failure) {
      setServerErrors(fieldErrorsOf(failure));
      notify((failure as Error).message, { type: 'error' });
    }
  };

  if (stored.error || error)
    return <Alert severity="error">{String(((stored.error ?? error) as Error).message)}</Alert>;
  if (!stored.data || !form) return <CircularProgress aria-label="Loading" />;
  return (
    <Card variant="outlined" data-form={formName}>
      <CardContent>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {stored.data.version > 0
            ? t('answeredOn', { version: stored.data.schemaVersion })
            : t('notAnswered', { version: stored.data.schemaVersion })}
        </Typography>
        <SchemaForm
          key={`${form.version}-${stored.data.version}-${form.schema === undefined}`}
          form={form}
          initialAnswers={stored.data.answers}
          actions={[{ intent: 'save', label: 'Save' }]}
          onSubmit={(answers) => void save(answers)}
          serverErrors={serverErrors}
        />
        <AnswerHistory form={formName} accountId={accountId} answersVersion={stored.data.version} />
      </CardContent>
      <Dialog open={refusal !== undefined} onClose={() => setRefusal(undefined)}>
        <DialogTitle>Social engineering endorsement not added</DialogTitle>
        <DialogContent>
          <Typography>These controls are missing:</Typography>
          <List>
            {refusal?.map((reason) => (
              <ListItem key={reason}>{reason}</ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefusal(undefined)}>OK</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
