/**
 * A message's attachments: download each; upload one more or have the server fetch one from a URL (not on a sent
 * message: the server answers 409; its address, type and size rules: resources/mailbox/attachments/).
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, Chip, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useNotifyFailure } from '../../../src/console/notifications/useNotifyFailure';
import { mailboxResource } from '../declaration';
import { attachmentPath, useMailboxCalls, type Attachment } from './mailboxMethods';

export function Attachments({ msgId, canUpload }: { msgId: string; canUpload: boolean }) {
  const text = useScreenTexts('mailbox');
  const notify = useNotify();
  const dataProvider = useMailboxCalls();
  const download = (attachment: Attachment) =>
    dataProvider
      .download(attachmentPath(attachment), { fileName: attachment.fileName })
      .catch(() => notify(text('attachments.downloadFailed'), { type: 'error' }));
  const listed = useQuery({
    queryKey: [mailboxResource.name, 'attachments', msgId],
    queryFn: () => dataProvider.messageAttachments(msgId),
    retry: false,
  });
  useNotifyFailure(listed.error);
  const attachments = listed.data ?? [];
  const load = () => void listed.refetch();
  const [url, setUrl] = useState('');
  const upload = (file: File | undefined) =>
    file ? add(() => dataProvider.uploadAttachment(msgId, file)) : Promise.resolve(false);
  const fromUrl = () => add(() => dataProvider.attachFromUrl(msgId, url.trim())).then((added) => added && setUrl(''));
  const add = async (work: () => Promise<Attachment>): Promise<boolean> => {
    try {
      await work();
      notify(text('attachments.uploaded'), { type: 'success' });
      load();
      return true;
    } catch (error) {
      const detail = (error as { body?: { errors?: { detail: string }[] } }).body?.errors?.[0]?.detail;
      notify(detail ?? (error as Error).message, { type: 'error' });
      return false;
    }
  };
  if (attachments.length === 0 && !canUpload) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      aria-label={text('attachments.title')}
    >
      {attachments.map((attachment) => (
        <Chip
          key={attachment.id}
          icon={<AttachFileIcon />}
          label={`${attachment.fileName} (${Math.max(1, Math.round(attachment.size / 1024))} KB)`}
          onClick={() => void download(attachment)}
        />
      ))}
      {canUpload && (
        <Button component="label" size="small" startIcon={<AttachFileIcon />}>
          {text('attachments.add')}
          <input
            hidden
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.gif,.txt,.csv,.doc,.docx,.xls,.xlsx,.zip"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Button>
      )}
      {canUpload && (
        <>
          <TextField
            size="small"
            label={text('attachments.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            sx={{ minWidth: 260 }}
          />
          <Button size="small" disabled={url.trim() === ''} onClick={() => void fromUrl()}>
            {text('attachments.addUrl')}
          </Button>
        </>
      )}
    </Stack>
  );
}
