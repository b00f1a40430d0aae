/** A message's attachments: download each; upload one more (not on a sent message: the server answers 409). */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, Chip, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { attachmentsOf, downloadAttachment, uploadAttachment, type Attachment } from './mailboxApi';

export function Attachments({ msgId, canUpload }: { msgId: string; canUpload: boolean }) {
  const text = useScreenTexts('mailbox');
  const notify = useNotify();
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const load = useCallback(() => {
    attachmentsOf(msgId).then(setAttachments, () => setAttachments([]));
  }, [msgId]);
  useEffect(load, [load]);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await uploadAttachment(msgId, file);
      notify(text('attachments.uploaded'), { type: 'success' });
      load();
    } catch (error) {
      const detail = (error as { body?: { errors?: { detail: string }[] } }).body?.errors?.[0]?.detail;
      notify(detail ?? (error as Error).message, { type: 'error' });
    }
  };
  if (attachments.length === 0 && !canUpload) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap aria-label={text('attachments.title')}>
      {attachments.map((attachment) => (
        <Chip
          key={attachment.id}
          icon={<AttachFileIcon />}
          label={`${attachment.fileName} (${Math.max(1, Math.round(attachment.size / 1024))} KB)`}
          onClick={() => void downloadAttachment(attachment).catch(() => notify(text('attachments.downloadFailed'), { type: 'error' }))}
        />
      ))}
      {canUpload && (
        <Button component="label" size="small" startIcon={<AttachFileIcon />}>
          {text('attachments.add')}
          <input hidden type="file" accept=".pdf,.png,.jpg,.jpeg,.gif,.txt,.csv,.doc,.docx,.xls,.xlsx,.zip" onChange={(event) => void upload(event.target.files?.[0])} />
        </Button>
      )}
    </Stack>
  );
}
