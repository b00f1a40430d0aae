/**
 * The documents page (menu "Documents"): every document the caller sees. A direct link `?docId=` downloads that
 * document; one the caller may not see answers 404, shown as "An error occurred finding the document. Please try again".
 */
import { Alert, Card, CardContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { documentFilePath, useDocumentsCalls } from './documentsMethods';
import { DocumentsTable } from './DocumentsTable';
import { useDocumentsText } from './useDocumentsText';

export function DocumentsPage() {
  const text = useDocumentsText();
  const [search] = useSearchParams();
  const docId = search.get('docId');
  const calls = useDocumentsCalls();
  const { mutate: download, isError: missing } = useMutation({
    mutationFn: (id: string) => calls.download(documentFilePath(id), { fileName: 'document' }),
  });
  useEffect(() => {
    if (docId) download(docId);
  }, [docId, download]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={text('title')} />
      <CardContent>
        {missing && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {text('notFound')}
          </Alert>
        )}
        <DocumentsTable scope={{}} title={text('title')} />
      </CardContent>
    </Card>
  );
}
