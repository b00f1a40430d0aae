/**
 * The upload dialog (spec 001 §2 "upload document", §5, §6): the file, its document type (GET docTypes) and name;
 * staff may pick the agency (blank: staff only). Each field's refusal shows under it; a failure that names no
 * field shows the spec's toast "Failed to upload the file!"; success "File uploaded successfully!".
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, Form, ReferenceInput, SelectInput, useNotify } from 'react-admin';
import { useIsStaff } from '../../../src/console/resourceViews/useCallerKind';
import {
  fieldRefusals,
  useDocumentsCalls,
  type DocType,
  type DocumentsScope,
  type UploadForm,
} from './documentsMethods';
import { useDocumentsText } from './useDocumentsText';

const MAX_BYTES = 20 * 1024 * 1024;
const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '');

export function UploadDocumentDialog({
  scope,
  docTypes,
  defaultAgencyId,
  onClose,
}: {
  scope: DocumentsScope;
  docTypes: DocType[];
  defaultAgencyId?: string | null;
  onClose: (uploaded: boolean) => void;
}) {
  const text = useDocumentsText();
  const notify = useNotify();
  const staff = useIsStaff();
  const [file, setFile] = useState<File | undefined>();
  const [docName, setDocName] = useState('');
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const calls = useDocumentsCalls();
  const upload = useMutation({
    mutationFn: (form: UploadForm) => calls.uploadDocument(form),
    onSuccess: () => {
      notify(text('uploaded'), { type: 'success' });
      onClose(true);
    },
    onError: (failure) => {
      const fields = fieldRefusals(failure);
      setRefusals(fields);
      if (Object.keys(fields).length === 0) notify(text('uploadFailed'), { type: 'error' });
    },
  });
  const pending = upload.isPending;

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    if (chosen && !docName) setDocName(withoutExtension(chosen.name));
    setRefusals((current) => ({ ...current, file: chosen && chosen.size > MAX_BYTES ? text('tooBig') : '' }));
  };

  const submit = async (values: Record<string, unknown>) => {
    const local: Record<string, string> = {};
    if (!file) local.file = text('noFile');
    else if (file.size > MAX_BYTES) local.file = text('tooBig');
    if (!docName.trim()) local.docName = text('docNameRequired');
    if (!values.docType) local.docType = text('docTypeRequired');
    setRefusals(local);
    if (Object.keys(local).length > 0 || !file) return;
    upload.mutate({
      file,
      docName: docName.trim(),
      docType: String(values.docType),
      accountId: scope.accountId,
      agencyId: staff ? (values.agencyId ? String(values.agencyId) : undefined) : scope.agencyId,
    });
  };

  return (
    <Dialog
      open
      onClose={() => !pending && onClose(false)}
      aria-labelledby="upload-document-title"
      fullWidth
      maxWidth="sm"
    >
      <Form
        onSubmit={(values: Record<string, unknown>) => void submit(values)}
        defaultValues={{ agencyId: defaultAgencyId ?? scope.agencyId ?? '' }}
      >
        <DialogTitle id="upload-document-title">{text('uploadTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <Box>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {text('chooseFile')}
                <input
                  hidden
                  type="file"
                  name="file"
                  aria-label={text('chooseFile')}
                  onChange={(event) => choose(event.target.files?.[0])}
                />
              </Button>
              <Typography component="span" sx={{ ml: 2 }} variant="body2">
                {file?.name ?? text('noFileChosen')}
              </Typography>
              {refusals.file && <FormHelperText error>{refusals.file}</FormHelperText>}
            </Box>
            <TextField
              name="docName"
              label={text('docName')}
              value={docName}
              onChange={(event) => setDocName(event.target.value)}
              error={Boolean(refusals.docName)}
              helperText={refusals.docName || undefined}
              required
              variant="filled"
              size="small"
            />
            <SelectInput
              source="docType"
              label={text('docType')}
              choices={docTypes}
              optionValue="value"
              optionText="label"
              isRequired
              helperText={false}
            />
            {refusals.docType && <FormHelperText error>{refusals.docType}</FormHelperText>}
            {staff && (
              <ReferenceInput source="agencyId" reference="agencies">
                <AutocompleteInput
                  optionText="name"
                  label={text('agency')}
                  helperText={refusals.agencyId || text('agencyHelp')}
                />
              </ReferenceInput>
            )}
            {refusals.accountId && <FormHelperText error>{refusals.accountId}</FormHelperText>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={pending}>
            {text('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? text('uploading') : text('upload')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
