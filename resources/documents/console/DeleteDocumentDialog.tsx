/** The delete confirmation (spec 001 §2 "delete document"): "Deleted the document successfully" or "Unable to delete the document". */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { deleteDocument, type DocumentRecord } from './documentsApi';
import { useDocumentsText } from './useDocumentsText';

export function DeleteDocumentDialog({ document, onClose }: { document: DocumentRecord; onClose: (deleted: boolean) => void }) {
  const text = useDocumentsText();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await deleteDocument(document.docId);
      notify(text('deleted'), { type: 'success' });
      onClose(true);
    } catch {
      notify(text('deleteFailed'), { type: 'error' });
      onClose(false);
    }
  };
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
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={pending}>
          {text('confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
