import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { WORKFLOW_CODE_LENGTH, type WorkflowInfo } from '../../../shared/workflows/workflowFlows';
import { statusOfFailure } from '../../auth/authApi';
import { PublicCard } from '../PublicCard';
import {
  fetchWorkflow,
  fetchWorkflowRedirect,
  sendWorkflowCode,
  submitWorkflowCode,
  type CodeChannel,
} from './workflowApi';
import { workflowFailureMessage } from './workflowFailure';
import { workflowHeadlineKey } from './workflowHeadline';

/**
 * /validate/{workflowId} (spec 000 §2.8): the flow user asks for a six-digit code by e-mail or text message,
 * enters it, and continues to the workflow's page. Nothing is sent on opening, so a mail scanner that opens
 * the link sends no code.
 */
export function WorkflowCodePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { workflowId = '' } = useParams();
  const [info, setInfo] = useState<WorkflowInfo>();
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let alive = true;
    fetchWorkflow(workflowId).then(
      (answer) => alive && setInfo(answer),
      (error) => alive && setFailure(workflowFailureMessage(error)),
    );
    return () => {
      alive = false;
    };
  }, [workflowId]);

  const send = async (channel: CodeChannel) => {
    setFailure(undefined);
    setSentTo(undefined);
    try {
      setSentTo(await sendWorkflowCode(workflowId, channel));
    } catch (error) {
      setFailure(workflowFailureMessage(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await submitWorkflowCode(workflowId, code);
    } catch (error) {
      setBusy(false);
      return setFailure(workflowFailureMessage(error));
    }
    try {
      window.location.assign(await fetchWorkflowRedirect(workflowId));
    } catch (error) {
      setBusy(false);
      if (statusOfFailure(error) === 401) navigate('/login', { replace: true });
      else setFailure(workflowFailureMessage(error));
    }
  };

  if (!info) {
    return (
      <PublicCard>
        {failure ? (
          <Alert severity="error">{failure}</Alert>
        ) : (
          <CircularProgress aria-label={translate('signin.workflow.loading')} />
        )}
      </PublicCard>
    );
  }

  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(workflowHeadlineKey(info.flow))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('signin.workflow.intro', { name: info.flowUserFirstName })}</Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="body2">{translate('signin.workflow.sendCode')}</Typography>
        <IconButton color="primary" aria-label={translate('signin.workflow.sendByEmail')} onClick={() => send('EMAIL')}>
          <EmailIcon />
        </IconButton>
        <IconButton
          color="primary"
          aria-label={translate('signin.workflow.sendByText')}
          disabled={!info.flowUserPhone}
          onClick={() => send('SMS')}
        >
          <SmsIcon />
        </IconButton>
      </Stack>
      {!info.flowUserPhone && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('signin.workflow.noPhone')}
        </Typography>
      )}
      {sentTo && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('signin.workflow.sent', { to: sentTo })}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={translate('signin.workflow.code')}
          name="accessCode"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, WORKFLOW_CODE_LENGTH))}
          helperText={translate('signin.workflow.codeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: WORKFLOW_CODE_LENGTH } }}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy || code.length !== WORKFLOW_CODE_LENGTH}>
          {translate('signin.workflow.submit')}
        </Button>
      </Box>
    </PublicCard>
  );
}
