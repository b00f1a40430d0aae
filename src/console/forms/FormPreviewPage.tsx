import { Alert, Box, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetIdentity } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { REGIONS } from '../../shared/region/regions';
import { SchemaForm } from './SchemaForm';
import { useComposedForm } from './useComposedForm';

/**
 * Staff only: renders any form with a chosen region and version, to try a schema change before saving it.
 * Answers are validated by the same rules as a real save but never sent.
 */
export function FormPreviewPage() {
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const staff = (identity as { account?: { accountType?: string } } | undefined)?.account?.accountType === 'PROVIDER';
  const names = useQuery({ queryKey: ['forms', 'names'], queryFn: () => dataProvider.formNames(), enabled: staff });
  const params = new URLSearchParams(useLocation().search);
  // `?renderer=plain` shows the same schema in a bare RJSF form with live validation, for comparison (bench:forms).
  const plain = params.get('renderer') === 'plain';
  const [name, setName] = useState(params.get('form') ?? 'claim');
  const [region, setRegion] = useState<string>(params.get('region') ?? 'US');
  const [version, setVersion] = useState<number | ''>('');
  const [checked, setChecked] = useState<string>();
  const { data: form, error } = useComposedForm(staff ? name : undefined, {
    region,
    version: version === '' ? undefined : version,
  });
  const versions = names.data?.find((n) => n.name === name)?.versions ?? [];

  if (identity && !staff) return <Alert severity="warning">The schema preview is for provider staff only.</Alert>;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Schema preview" />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Form"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setVersion('');
          }}
          sx={{ minWidth: 220 }}
        >
          {(names.data ?? [{ name, versions: [] }]).map((n) => (
            <MenuItem key={n.name} value={n.name}>
              {n.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Region"
          value={region}
          onChange={(e) => setRegion(e.target.value)}
          sx={{ minWidth: 120 }}
        >
          {REGIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Version"
          value={version}
          onChange={(e) => setVersion(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">Latest</MenuItem>
          {versions.map((v) => (
            <MenuItem key={v} value={v}>{`v${v}`}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{String((error as Error).message)}</Alert>}
      {checked && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {checked}
        </Alert>
      )}
      {form && plain ? (
        <Form
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchema as UiSchema}
          validator={validator}
          liveValidate="onChange"
          showErrorList={false}
        />
      ) : form ? (
        <SchemaForm
          key={`${form.name}-${form.version}-${form.region}-${JSON.stringify(form.schema).length}`}
          form={form}
          initialAnswers={{}}
          actions={[{ intent: 'check', label: 'Check answers' }]}
          onSubmit={() => setChecked('The answers are valid.')}
        />
      ) : (
        !error && <CircularProgress aria-label="Loading" />
      )}
    </Box>
  );
}
