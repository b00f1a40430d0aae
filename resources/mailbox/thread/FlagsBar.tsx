/** Star, archive and labels of a message (spec 001 §3): each a `PUT message` / `PUT {msgId}/label` of the server. */
import ArchiveIcon from '@mui/icons-material/Archive';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useMailboxCalls, type Message } from './mailboxMethods';

export function FlagsBar({ message, onChanged }: { message: Message; onChanged: (message: Message) => void }) {
  const text = useScreenTexts('mailbox');
  const notify = useNotify();
  const calls = useMailboxCalls();
  const [label, setLabelText] = useState('');
  const change = (work: Promise<Message>) =>
    work.then(onChanged, (error: Error) => notify(error.message, { type: 'error' }));
  const addLabel = () => {
    if (label.trim() === '') return;
    void change(calls.setMessageLabel(message.id, label.trim())).then(() => setLabelText(''));
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Button
        startIcon={message.isStarred ? <StarIcon /> : <StarBorderIcon />}
        aria-pressed={message.isStarred === true}
        onClick={() => void change(calls.updateMessage(message.id, { isStarred: !message.isStarred }))}
      >
        {text(message.isStarred ? 'flags.unstar' : 'flags.star')}
      </Button>
      <Button
        startIcon={message.isArchived ? <UnarchiveIcon /> : <ArchiveIcon />}
        onClick={() => void change(calls.updateMessage(message.id, { isArchived: !message.isArchived }))}
      >
        {text(message.isArchived ? 'flags.unarchive' : 'flags.archive')}
      </Button>
      {(message.labels ?? []).map((name) => (
        <Chip key={name} label={name} size="small" />
      ))}
      <TextField
        size="small"
        label={text('flags.label')}
        value={label}
        onChange={(event) => setLabelText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') addLabel();
        }}
        inputProps={{ maxLength: 60 }}
      />
      <Button size="small" onClick={addLabel} disabled={label.trim() === ''}>
        {text('flags.addLabel')}
      </Button>
    </Stack>
  );
}
