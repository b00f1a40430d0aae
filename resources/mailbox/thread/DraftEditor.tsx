/**
 * Drafts of replies and forwards (spec 001 §4): "Reply" / "Forward" writes a draft on the server ("Re: " /
 * "Fwd: " subject, the reply addressed to the sender); the editor saves it and sends it. The thread's newest
 * draft is opened again when the page is. "Suggest reply" fills the text from `ai-suggest/suggest` (local rules).
 */
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useNotifyFailure } from '../../../src/console/notifications/useNotifyFailure';
import { mailboxResource } from '../declaration';
import { Attachments } from './Attachments';
import { useMailboxCalls, type Message } from './mailboxMethods';

const addresses = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

export function DraftEditor({ answering, onSent }: { answering: Message; onSent: () => void }) {
  const text = useScreenTexts('mailbox');
  const notify = useNotify();
  const calls = useMailboxCalls();
  const [draft, setDraft] = useState<Message>();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);

  const open = useCallback((message: Message | undefined) => {
    setDraft(message);
    setTo((message?.toAddresses ?? []).join(', '));
    setSubject(message?.subject ?? '');
    setBody(message?.body ?? '');
  }, []);
  const drafts = useQuery({
    queryKey: [mailboxResource.name, 'thread', answering.threadId, 'drafts'],
    queryFn: () => calls.threadMessages(answering.threadId, true),
    retry: false,
  });
  useNotifyFailure(drafts.error);
  // The thread's newest draft is opened once, when its drafts are first read: a later read (the page refreshed, the
  // window focused again) must not overwrite what is being written.
  const openedFor = useRef<string>(undefined);
  useEffect(() => {
    if (!drafts.isSuccess || openedFor.current === answering.threadId) return;
    openedFor.current = answering.threadId;
    open(drafts.data.at(-1));
  }, [drafts.isSuccess, drafts.data, answering.threadId, open]);

  const failed = (error: unknown) => {
    const detail = (error as { body?: { errors?: { detail: string }[] } }).body?.errors?.[0]?.detail;
    notify(detail ?? (error as Error).message, { type: 'error' });
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const start = (type: 'REPLY' | 'FORWARD') => run(async () => open(await calls.newDraft(answering.id, type)));
  /** Fills the editor with the local suggestion (suggest/localSuggester.ts); the writer still reviews and sends. */
  const suggest = () =>
    run(async () => {
      const suggestion = await calls.suggestReply(answering.id);
      setBody(suggestion.replyDraft.body);
      if (draft?.emailType !== 'FORWARD') setTo(suggestion.replyDraft.toAddresses.join(', '));
      notify(text('draft.suggested', { note: suggestion.note }), { type: 'info' });
    });
  const changes = () => ({ toAddresses: addresses(to), subject, body });
  const save = () =>
    run(async () => {
      open(await calls.updateMessage(draft!.id, changes()));
      notify(text('draft.saved'), { type: 'success' });
    });
  const send = () =>
    run(async () => {
      await calls.sendDraft(draft!.id, changes());
      notify(text('draft.sent'), { type: 'success' });
      open(undefined);
      onSent();
    });

  if (!draft) {
    return (
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void start('REPLY')}>
          {text('draft.reply')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void start('FORWARD')}>
          {text('draft.forward')}
        </Button>
      </Stack>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-label={text('draft.title')}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {text(draft.emailType === 'FORWARD' ? 'draft.forwardTitle' : 'draft.title')}
          </Typography>
          <TextField
            label={text('draft.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            helperText={text('draft.toHelp')}
            fullWidth
          />
          <TextField
            label={text('draft.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            fullWidth
          />
          <TextField
            label={text('draft.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={5}
            fullWidth
          />
          <Attachments msgId={draft.id} canUpload />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void send()}>
              {text('draft.send')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void save()}>
              {text('draft.save')}
            </Button>
            <Button disabled={busy} onClick={() => void suggest()}>
              {text('draft.suggest')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
