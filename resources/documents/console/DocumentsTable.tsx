/**
 * A list of documents (one client account's, one agency's, or all the caller sees) with its file-type icons,
 * download and delete, and the upload dialog. The server decides what the caller sees (resources/documents/visibility.ts).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { documentFilePath, useDocumentsCalls, type DocumentRecord, type DocumentsScope } from './documentsMethods';
import { FileIcon } from './FileIcon';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import { useDocumentsText } from './useDocumentsText';

const SIZE = 25;

const humanSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function DocumentsTable({
  scope,
  title,
  defaultAgencyId,
}: {
  scope: DocumentsScope;
  title: string;
  defaultAgencyId?: string;
}) {
  const text = useDocumentsText();
  const format = useRegionFormat();
  const notify = useNotify();
  const { canAccess: canWrite } = useCanAccess({ resource: 'documents', action: 'create' });
  const [page, setPage] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<DocumentRecord | null>(null);
  const { accountId, agencyId } = scope;

  const calls = useDocumentsCalls();
  const search = useQuery({
    queryKey: ['documents', 'search', accountId, agencyId, page],
    queryFn: ({ signal }) => calls.searchDocuments({ accountId, agencyId }, page, SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const data = search.data ?? null;
  const failed = search.isError;
  const reload = () => void search.refetch();
  // The type labels for the table and the upload's choices: asked once; the codes show meanwhile (or if the call fails).
  const types = useQuery({
    queryKey: ['documents', 'docTypes'],
    queryFn: () => calls.documentTypes(),
    staleTime: Infinity,
  });
  const docTypes = types.data ?? null;

  const openUpload = async () => {
    const loaded = docTypes ?? (await types.refetch()).data;
    if (loaded) setUploading(true);
    else notify(text('docTypesFailed'), { type: 'error' });
  };

  const { mutate: download } = useMutation({
    mutationFn: (document: DocumentRecord) =>
      calls.download(documentFilePath(document.docId), { fileName: document.fileName }),
    onError: () => notify(text('downloadFailed'), { type: 'error' }),
  });

  const typeLabel = useMemo(() => new Map((docTypes ?? []).map((type) => [type.value, type.label])), [docTypes]);

  const total = data?.totalElements ?? 0;
  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {canWrite && (
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => void openUpload()}>
            {text('upload')}
          </Button>
        )}
      </Stack>
      {failed && <Alert severity="error">{text('loadFailed')}</Alert>}
      {data && data.content.length === 0 && <Typography color="text.secondary">{text('empty')}</Typography>}
      {data && data.content.length > 0 && (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{text('columns.type')}</TableCell>
              <TableCell>{text('columns.docName')}</TableCell>
              <TableCell>{text('columns.docType')}</TableCell>
              <TableCell>{text('columns.fileName')}</TableCell>
              <TableCell>{text('columns.size')}</TableCell>
              <TableCell>{text('columns.created')}</TableCell>
              <TableCell>{text('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.content.map((document) => (
              <TableRow key={document.docId}>
                <TableCell>
                  <FileIcon
                    fileName={document.fileName}
                    contentType={document.contentType}
                    label={(kind) => text(`kinds.${kind}`)}
                  />
                </TableCell>
                <TableCell>{document.docName}</TableCell>
                <TableCell>{typeLabel.get(document.docType) ?? document.docType}</TableCell>
                <TableCell>{document.fileName}</TableCell>
                <TableCell>{humanSize(document.size)}</TableCell>
                <TableCell>{format.dateTime(String(document.created))}</TableCell>
                <TableCell>
                  <IconButton
                    aria-label={text('download', { name: document.docName })}
                    onClick={() => download(document)}
                  >
                    <DownloadIcon />
                  </IconButton>
                  {canWrite && (
                    <IconButton
                      aria-label={text('delete', { name: document.docName })}
                      onClick={() => setDeleting(document)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > SIZE && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {text('previous')}
          </Button>
          <Typography variant="body2">
            {text('pageOf', { from: page * SIZE + 1, to: Math.min(total, (page + 1) * SIZE), total })}
          </Typography>
          <Button disabled={(page + 1) * SIZE >= total} onClick={() => setPage(page + 1)}>
            {text('next')}
          </Button>
        </Stack>
      )}
      {uploading && docTypes && (
        <UploadDocumentDialog
          scope={scope}
          defaultAgencyId={defaultAgencyId}
          docTypes={docTypes}
          onClose={(uploaded) => {
            setUploading(false);
            if (uploaded) reload();
          }}
        />
      )}
      {deleting && (
        <DeleteDocumentDialog
          document={deleting}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) reload();
          }}
        />
      )}
    </Box>
  );
}
