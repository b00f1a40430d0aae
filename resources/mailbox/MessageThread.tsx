import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Show, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useScreenTexts } from '../../src/console/i18n/useScreenTexts';
import { useNotifyFailure } from '../../src/console/notifications/useNotifyFailure';
import { MAILBOX_ASSIGN, mailboxResource } from './declaration';
import { AssignDialog } from './thread/AssignDialog';
import { Attachments } from './thread/Attachments';
import { DraftEditor } from './thread/DraftEditor';
import { FlagsBar } from './thread/FlagsBar';
import { useMailboxCalls, type Message } from './thread/mailboxMethods';
import { Tracking } from './thread/Tracking';

/**
 * One message's thread, oldest first: its flags and labels, who it is assigned to (and the assign dialog for
 * whoever may assign), each message with its attachments, the reply / forward draft editor and the thread's
 * tracking timeline.
 */
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
  const text = useScreenTexts('mailbox');
  const refresh = useRefresh();
  const { permissions } = usePermissions<string[]>();
  const calls = useMailboxCalls();
  const [assigning, setAssigning] = useState(false);
  const thread = useQuery({
    queryKey: [mailboxResource.name, 'thread', record?.threadId, 'messages'],
    queryFn: () => calls.threadMessages(record!.threadId, false),
    enabled: Boolean(record),
    retry: false,
  });
  useNotifyFailure(thread.error);
  const messages = thread.data;
  const load = () => void thread.refetch();
  if (!record) return null;
  const last = messages?.at(-1) ?? record;
  const count = messages?.length ? Math.max(messages.length, record.threadCount) : record.threadCount;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {record.subject}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip label={translate(`resources.mailbox.categories.${record.msgCategory}`, { _: record.msgCategory })} />
        <Chip label={translate('resources.mailbox.threadCount', { count })} data-testid="thread-count" />
        <Typography variant="body2" data-testid="assigned-to">
          {record.agencyName ? text('assign.assignedTo', { name: record.agencyName }) : text('assign.unassigned')}
        </Typography>
        {(permissions ?? []).includes(MAILBOX_ASSIGN) && (
          <Button variant="outlined" onClick={() => setAssigning(true)}>
            {text('assign.open')}
          </Button>
        )}
      </Stack>
      <FlagsBar message={record} onChanged={() => refresh()} />
      {messages === undefined ? null : messages.length === 0 ? (
        <Alert severity="info">{translate('resources.mailbox.noMessages')}</Alert>
      ) : (
        messages.map((message) => (
          <Card key={message.id} variant="outlined" component="article">
            <CardContent>
              <Typography variant="subtitle2">
                {message.fromAddress} · {new Date(message.dateReceived).toLocaleString()}
              </Typography>
              <Typography variant="subtitle1">{message.subject}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
                {message.body}
              </Typography>
              <Attachments msgId={message.id} canUpload={message.emailDirection === 'INBOUND'} />
            </CardContent>
          </Card>
        ))
      )}
      <DraftEditor
        answering={last}
        onSent={() => {
          load();
          refresh();
        }}
      />
      <Tracking msgId={record.id} version={`${record.version}-${messages?.length ?? 0}-${record.agencyId ?? ''}`} />
      {assigning && (
        <AssignDialog message={record} open onClose={() => setAssigning(false)} onAssigned={() => refresh()} />
      )}
    </Stack>
  );
}
