/**
 * The documents page (menu "Documents"): every document the caller sees. A direct link `?docId=` downloads that
 * document; one the caller may not see answers 404, shown as "An error occurred finding the document. Please try again".
 */
import { Alert, Card, CardContent } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { downloadDocument } from './documentsApi';
import { DocumentsTable } from './DocumentsTable';
import { useDocumentsText } from './useDocumentsText';

export function DocumentsPage() {
  const text = useDocumentsText();
  const [search] = useSearchParams();
  const docId = search.get('docId');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!docId) return;
    setMissing(false);
    downloadDocument({ docId, fileName: 'document' }).catch(() => setMissing(true));
  }, [docId]);
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
