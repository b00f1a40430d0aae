import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Show, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../../src/console/providers/instances';
import { mailboxResource } from './declaration';

interface Message {
  id: string;
  threadId: string;
  subject: string;
  body: string;
  fromAddress: string;
  toAddresses: string[];
  emailDirection: string;
  msgCategory: string;
  dateReceived: string;
  threadCount: number;
}

const API = mailboxResource.apiBase;

/** One message's thread, oldest first, and a reply box (draft "Re: …", then send). */
export function MessageThread() {
  return (
    <Show>
      <Thread />
    </Show>
  );
}

function Thread() {
  const record = useRecordContext<Message>();
  const translate = useTranslate();
  const notify = useNotify();
  const [messages, setMessages] = useState<Message[]>();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    if (!record) return;
    const query = new URLSearchParams({ sort: 'dateReceived,asc', size: '100', 'f[threadId][in]': record.threadId, 'f[emailDirection][ni]': 'DRAFT' });
    httpClient(`${API}/search?${query}`).then((answer) => setMessages((answer.json as { content: Message[] }).content), () => setMessages([]));
  }, [record]);
  useEffect(load, [load]);
  if (!record) return null;
  const send = async () => {
    setBusy(true);
    try {
      const draft = await httpClient(`${API}/draft`, { method: 'POST', body: JSON.stringify({ replyToMsgId: record.id, emailType: 'REPLY', body: reply }) });
      await httpClient(`${API}/send`, { method: 'POST', body: JSON.stringify({ msgId: (draft.json as Message).id }) });
      setReply('');
      notify('resources.mailbox.replySent', { type: 'success' });
      load();
    } catch (error) {
      notify((error as Error).message || 'resources.mailbox.replyFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">{record.subject}</Typography>
      <Stack direction="row" spacing={1}>
        <Chip label={translate(`resources.mailbox.categories.${record.msgCategory}`, { _: record.msgCategory })} />
        <Chip label={translate('resources.mailbox.threadCount', { count: messages?.length ? Math.max(messages.length, record.threadCount) : record.threadCount })} data-testid="thread-count" />
      </Stack>
      {messages === undefined ? null : messages.length === 0 ? (
        <Alert severity="info">{translate('resources.mailbox.noMessages')}</Alert>
      ) : (
        messages.map((message) => (
          <Card key={message.id} variant="outlined">
            <CardContent>
              <Typography variant="subtitle2">{message.fromAddress} · {new Date(message.dateReceived).toLocaleString()}</Typography>
              <Typography variant="subtitle1">{message.subject}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
            </CardContent>
          </Card>
        ))
      )}
      <Box>
        <TextField label={translate('resources.mailbox.reply')} value={reply} onChange={(event) => setReply(event.target.value)} multiline minRows={3} fullWidth />
        <Button variant="contained" sx={{ mt: 1 }} disabled={busy || reply.trim() === ''} onClick={send}>
          {translate('resources.mailbox.sendReply')}
        </Button>
      </Box>
    </Stack>
  );
}
