/** The delete confirmation (spec 001 §2 "delete document"): "Deleted the document successfully" or "Unable to delete the document". */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useDocumentsCalls, type DocumentRecord } from './documentsMethods';
import { useDocumentsText } from './useDocumentsText';

export function DeleteDocumentDialog({
  document,
  onClose,
}: {
  document: DocumentRecord;
  onClose: (deleted: boolean) => void;
}) {
  const text = useDocumentsText();
  const notify = useNotify();
  const calls = useDocumentsCalls();
  const removal = useMutation({
    mutationFn: () => calls.deleteDocument(document.docId),
    onSuccess: () => {
      notify(text('deleted'), { type: 'success' });
      onClose(true);
    },
    onError: () => {
      notify(text('deleteFailed'), { type: 'error' });
      onClose(false);
    },
  });
  const pending = removal.isPending;
  return (
    <Dialog open onClose={() => !pending && onClose(false)} aria-labelledby="delete-document-title">
      <DialogTitle id="delete-document-title">{text('deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text('deleteConfirm', { name: document.docName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={pending}>
          {text('cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => removal.mutate()} disabled={pending}>
          {text('confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
