/**
 * The upload form: the file (xls, xlsx or csv, at most 5 MB: spec 001 §5 and §9, checked here and again by the
 * server), the tags joined by commas, the red-accounts flag and, for staff, the agency the accounts go to.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Form, HttpError, TextInput, useDataProvider, useNotify } from 'react-admin';
import type { DataProviderWith } from '../../src/console/providers/methods';
import { AgencyInput } from '../../src/console/resourceViews/AgencyInput';
import type { importMethods } from './importMethods';
import type { ImportJobAnswer } from './wire';
import { useImportText } from './useImportText';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = /\.(csv|xls|xlsx)$/i;

/** The server's refusal of the file, if it named it; else undefined. */
function fileRefusal(failure: unknown): string | undefined {
  const errors =
    failure instanceof HttpError
      ? (failure.body as { errors?: { field: string; detail: string }[] } | undefined)?.errors
      : undefined;
  return Array.isArray(errors) ? errors.find((error) => error.field === 'file')?.detail : undefined;
}

export function UploadPanel({ onQueued }: { onQueued: (job: ImportJobAnswer) => void }) {
  const dataProvider = useDataProvider<DataProviderWith<typeof importMethods>>();
  const text = useImportText();
  const notify = useNotify();
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setFileError(
      chosen && chosen.size > MAX_BYTES
        ? text('tooBig')
        : chosen && !ACCEPTED.test(chosen.name)
          ? text('wrongType')
          : undefined,
    );
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!file) return setFileError(text('noFile'));
    if (fileError) return;
    setPending(true);
    try {
      onQueued(
        await dataProvider.uploadAccounts({
          file,
          tags: String(values.tags ?? ''),
          redAccounts: values.redAccounts === true,
          agencyId: values.agencyId ? String(values.agencyId) : undefined,
        }),
      );
    } catch (failure) {
      const refusal = fileRefusal(failure);
      if (refusal) setFileError(refusal);
      // Spec 001 §8: a failed bulk upload only shows the toast; the server's text is logged.
      else {
        console.error(failure);
        notify(text('failed'), { type: 'error' });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={(values: Record<string, unknown>) => void submit(values)}>
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {text('chooseFile')}
            <input
              hidden
              type="file"
              name="file"
              accept=".xls,.xlsx,.csv"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </Button>
          <Typography component="span" sx={{ ml: 2 }} variant="body2">
            {file?.name ?? text('noFileChosen')}
          </Typography>
          {fileError && <FormHelperText error>{fileError}</FormHelperText>}
        </Box>
        <AgencyInput />
        <TextInput source="tags" label={text('tags')} helperText={text('tagsHelp')} />
        <BooleanInput source="redAccounts" label={text('redAccounts')} />
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? text('uploading') : text('upload')}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}
