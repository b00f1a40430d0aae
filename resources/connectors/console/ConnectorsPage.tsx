/**
 * `/{persona}/connectors?accountId=`: a client account's connector page (spec 001 §2 "connector page (add, list
 * of connected accounts)"): the catalogue with an Add button each, the account's connections (SUCCESS shown as
 * "Connected") with Remove. Adding asks the privacy consent first when the account has none on record; Microsoft
 * and Google then go to the provider's consent page; the others open their credential form. The removal's
 * message shows after 5 seconds (spec 001 §9).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  fieldErrorsOf,
  isConnectFailure,
  useConnectorCalls,
  type CatalogueEntry,
  type Connection,
  type FieldErrors,
} from './connectorsMethods';
import { ConsentDialog } from './ConsentDialog';
import { CredentialDialog, hasForm } from './CredentialDialog';
import { useConnectorText } from './useConnectorText';

const REMOVAL_MESSAGE_DELAY_MS = 5000;

export function ConnectorsPage() {
  const text = useConnectorText();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const accountId = params.get('accountId') ?? '';
  const calls = useConnectorCalls();
  const queryClient = useQueryClient();
  const accountsQuery = useQuery({ queryKey: ['connectors', 'accounts'], queryFn: () => calls.connectorAccounts() });
  const catalogueQuery = useQuery({
    queryKey: ['connectors', 'catalogue'],
    queryFn: () => calls.connectorCatalogue(),
    staleTime: 10 * 60_000,
  });
  const consentKey = ['connectors', 'consent', accountId];
  const connectionsQuery = useQuery({
    queryKey: ['connectors', 'connections', accountId],
    queryFn: () => calls.connections(accountId),
    enabled: Boolean(accountId),
  });
  const consentQuery = useQuery({
    queryKey: consentKey,
    queryFn: () => calls.connectorConsent(accountId),
    enabled: Boolean(accountId),
  });
  const accounts = accountsQuery.data ?? [];
  const catalogue = catalogueQuery.data ?? [];
  const connections: Connection[] | undefined = connectionsQuery.data;
  const consented = consentQuery.data ?? false;
  const loadFailed = [accountsQuery, catalogueQuery, connectionsQuery, consentQuery].some((query) => query.isError);
  const [adding, setAdding] = useState<{ entry: CatalogueEntry; step: 'consent' | 'form' } | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const reload = async () => {
    await Promise.all([connectionsQuery.refetch(), consentQuery.refetch()]);
  };
  const announceReturn = useEffectEvent(() => {
    if (params.get('connected')) notify(text('connected'), { type: 'success' });
    if (params.get('connectorError')) notify(text('connectFailed'), { type: 'error' });
  });
  // Once, for the address the OAuth callback sent the browser back to.
  useEffect(() => announceReturn(), []);

  const nameOf = (type: string) => catalogue.find((entry) => entry.connectorType === type)?.name ?? type;
  const statusOf = (status: string) => (status === 'SUCCESS' ? text('status.SUCCESS') : status);

  const save = async (
    entry: CatalogueEntry,
    credentials: Record<string, string> = {},
    metadata: Record<string, string> = {},
  ) => {
    setBusy(true);
    try {
      const created = await calls.addConnection(entry.connectorType, {
        accountId,
        connector: entry.connectorType,
        credentials,
        metadata,
      });
      if (created.redirectUrl) {
        window.location.assign(created.redirectUrl);
        return;
      }
      setAdding(undefined);
      setErrors({});
      notify(text('added', { name: entry.name }), { type: 'success' });
      await reload();
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length || !hasForm(entry)) {
        notify(isConnectFailure(failure) ? text('connectFailed') : text('addFailed'), { type: 'error' });
        if (!hasForm(entry)) setAdding(undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  const proceed = (entry: CatalogueEntry) => {
    if (hasForm(entry)) setAdding({ entry, step: 'form' });
    else {
      setAdding(undefined);
      void save(entry);
    }
  };
  const start = (entry: CatalogueEntry) => {
    setErrors({});
    if (!consented) setAdding({ entry, step: 'consent' });
    else proceed(entry);
  };
  const accept = async (entry: CatalogueEntry) => {
    try {
      await calls.giveConnectorConsent(accountId);
      queryClient.setQueryData(consentKey, true);
      proceed(entry);
    } catch {
      setAdding(undefined);
      notify(text('addFailed'), { type: 'error' });
    }
  };
  const remove = async (connection: Connection) => {
    try {
      await calls.removeConnection(connection.id);
      await reload();
      window.setTimeout(
        () => notify(text('removed', { name: nameOf(connection.connectorType) }), { type: 'success' }),
        REMOVAL_MESSAGE_DELAY_MS,
      );
    } catch {
      notify(text('removeFailed'), { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={text('title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {text('title')}
        </Typography>
        <TextField
          select
          label={text('account')}
          value={accountId}
          onChange={(event) => setParams({ accountId: event.target.value })}
          sx={{ minWidth: 320, mb: 2 }}
        >
          {accounts.map((account) => (
            <MenuItem key={account.id} value={account.id}>
              {account.name}
            </MenuItem>
          ))}
        </TextField>
        {loadFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {text('loadFailed')}
          </Alert>
        )}
        {!accountId && <Typography variant="body2">{text('pickAccount')}</Typography>}
        {accountId && (
          <>
            <Typography variant="h6" component="h2">
              {text('connections')}
            </Typography>
            {connections?.length === 0 && (
              <Typography variant="body2" sx={{ my: 1 }}>
                {text('none')}
              </Typography>
            )}
            {connections && connections.length > 0 && (
              <Table size="small" aria-label={text('connections')} sx={{ mb: 3 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{text('columns.connector')}</TableCell>
                    <TableCell>{text('columns.status')}</TableCell>
                    <TableCell>{text('columns.connectorId')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {connections.map((connection) => (
                    <TableRow key={connection.id}>
                      <TableCell>{nameOf(connection.connectorType)}</TableCell>
                      <TableCell>{statusOf(connection.connectorStatus)}</TableCell>
                      <TableCell>{connection.connectorId}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          color="error"
                          onClick={() => void remove(connection)}
                          aria-label={text('removeOne', { name: nameOf(connection.connectorType) })}
                        >
                          {text('remove')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Typography variant="h6" component="h2">
              {text('catalogue')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2, mt: 1 }}>
              {catalogue.map((entry) => (
                <Card key={entry.connectorType} variant="outlined">
                  <CardContent>
                    <Typography variant="subtitle1" component="h3">
                      {entry.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {entry.category}
                    </Typography>
                    <Typography variant="body2" sx={{ my: 1 }}>
                      {entry.description}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => start(entry)}
                      aria-label={text('addOne', { name: entry.name })}
                    >
                      {text('add')}
                    </Button>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </>
        )}
        {adding?.step === 'consent' && (
          <ConsentDialog onCancel={() => setAdding(undefined)} onAccept={() => void accept(adding.entry)} />
        )}
        {adding?.step === 'form' && (
          <CredentialDialog
            entry={adding.entry}
            serverErrors={errors}
            busy={busy}
            onCancel={() => setAdding(undefined)}
            onSave={(credentials, metadata) => void save(adding.entry, credentials, metadata)}
          />
        )}
      </CardContent>
    </Card>
  );
}
