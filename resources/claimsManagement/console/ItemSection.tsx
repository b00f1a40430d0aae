import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import { fieldProblems, useClaimFileCalls, type FieldProblem, type Item } from './claimFilesMethods';

export interface ItemField {
  name: string;
  type: 'text' | 'number' | 'date' | 'select' | 'multiline';
  /** Choices of a select; their labels are `{group}.{value}` texts. */
  choices?: readonly string[];
  group?: 'reserveTypes' | 'choices';
  required?: boolean;
}

export interface ItemSectionProps {
  fileId: string;
  segment: 'reserves' | 'invoices' | 'tasks' | 'notes' | 'diaries';
  fields: readonly ItemField[];
  /** The columns of the table (fields of an item), after which the author and the day. */
  columns: readonly string[];
  disabled?: boolean;
  /** The file changed (totals, version): the page reads it again. */
  onChanged(): void;
  /** Items that can be marked done (tasks, diaries). */
  completable?: boolean;
  successText?: string;
  failureText?: string;
}

/** One part of a claim file (reserves, invoices, tasks, notes, diaries): its items and a form to add one. */
export function ItemSection({
  fileId,
  segment,
  fields,
  columns,
  disabled,
  onChanged,
  completable,
  successText = 'saved',
  failureText = 'saveFailed',
}: ItemSectionProps) {
  const t = useScreenTexts('claimsManagement');
  const format = useRegionFormat();
  const notify = useNotify();
  const calls = useClaimFileCalls();
  const listing = useQuery({
    queryKey: ['claimsManagement', fileId, segment],
    queryFn: () => calls.claimItems(fileId, segment),
  });
  // A part that cannot be read shows as empty, as one with no items.
  const items: Item[] | undefined = listing.isError ? [] : listing.data;
  const load = () => void listing.refetch();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const adding = useMutation({
    mutationFn: (body: Record<string, unknown>) => calls.addClaimItem(fileId, segment, body),
  });
  const busy = adding.isPending;

  const label = (field: string) => t(`fields.${field}`);
  const show = (column: string, field: ItemField | undefined, value: unknown) => {
    if (value === undefined || value === null || value === '') return '—';
    if (column === 'amount') return format.money(Number(value));
    if (field?.type === 'date' && typeof value === 'string') return format.date(value);
    if (field?.group) return t(`${field.group}.${String(value)}`);
    if (column === 'status') return t(`choices.${String(value)}`);
    return String(value);
  };

  const submit = async () => {
    setProblems([]);
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const value = draft[field.name];
      if (value === undefined || value === '') continue;
      body[field.name] = field.type === 'number' ? Number(value) : value;
    }
    try {
      await adding.mutateAsync(body);
      setDraft({});
      notify(t(successText), { type: 'success' });
      load();
      onChanged();
    } catch (error) {
      setProblems(fieldProblems(error));
      notify(t(failureText), { type: 'error' });
    }
  };

  const complete = async (item: Item) => {
    try {
      await calls.updateClaimItem(fileId, segment, item.id, { status: 'DONE' });
      load();
      onChanged();
    } catch {
      notify(t('saveFailed'), { type: 'error' });
    }
  };

  const fieldOf = (name: string) => fields.find((field) => field.name === name);
  return (
    <Card variant="outlined" component="section" aria-label={t(`sections.${segment}`)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(`sections.${segment}`)}
        </Typography>
        {items && items.length === 0 ? <Alert severity="info">{t('empty')}</Alert> : null}
        {items && items.length > 0 ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{label(column)}</TableCell>
                ))}
                <TableCell>{label('createdBy')}</TableCell>
                <TableCell>{label('created')}</TableCell>
                {completable ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  {columns.map((column) => (
                    <TableCell key={column}>{show(column, fieldOf(column), item[column])}</TableCell>
                  ))}
                  <TableCell>{item.createdBy}</TableCell>
                  <TableCell>{format.dateTime(item.created)}</TableCell>
                  {completable ? (
                    <TableCell>
                      {item.status !== 'DONE' && !disabled ? (
                        <Button size="small" onClick={() => complete(item)}>
                          {t('markDone')}
                        </Button>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {disabled ? null : (
          <Box
            component="form"
            sx={{ mt: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="flex-start">
              {fields.map((field) => {
                const problem = problems.find((p) => p.field === field.name);
                return (
                  <TextField
                    key={field.name}
                    label={label(field.name)}
                    name={`${segment}.${field.name}`}
                    size="small"
                    fullWidth={false}
                    required={field.required}
                    select={field.type === 'select'}
                    type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
                    multiline={field.type === 'multiline'}
                    minRows={field.type === 'multiline' ? 2 : undefined}
                    sx={{ minWidth: field.type === 'multiline' ? 360 : 180 }}
                    slotProps={{
                      inputLabel: field.type === 'date' ? { shrink: true } : undefined,
                      htmlInput: field.type === 'number' ? { step: '0.01' } : undefined,
                    }}
                    value={draft[field.name] ?? ''}
                    onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                    error={!!problem}
                    helperText={problem?.detail}
                  >
                    {field.type === 'select'
                      ? (field.choices ?? []).map((choice) => (
                          <MenuItem key={choice} value={choice}>
                            {t(`${field.group ?? 'choices'}.${choice}`)}
                          </MenuItem>
                        ))
                      : null}
                  </TextField>
                );
              })}
              <Button type="submit" variant="contained" disabled={busy}>
                {t('add')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
