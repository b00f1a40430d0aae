/**
 * The underwriter's inbox (spec 002 §1 admin route /admin/inbox, §7 `search/uw-inbox`): the quotes waiting for an
 * underwriter, longest waiting first, narrowed by status or a search, each opening the quote's page where its
 * actions are. A page of the staff area, loaded on first visit; an agency gets the server's 403 as a message.
 */
import {
  Alert,
  Chip,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useConsoleConfig } from '../../../src/console/config/consoleConfig';
import { quotesResource } from '../declaration';
import { INBOX_STATUSES, useUwInboxCalls, type InboxStatus } from './uwInboxMethods';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

export function UwInboxPage() {
  useScreenTexts('uwInbox');
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) => translate(`resources.uwInbox.${key}`, options);
  const basename = useBasename();
  const { currency, locale } = useConsoleConfig();
  const [status, setStatus] = useState<InboxStatus | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(quotesResource.pageSizes[0]);
  const calls = useUwInboxCalls();
  const { data, error, isPending } = useQuery({
    queryKey: ['uwInbox', page, size, status, search],
    queryFn: ({ signal }) => calls.uwInbox({ page, size, status, search }, signal),
    placeholderData: keepPreviousData,
  });
  const money = (value: number | null) =>
    value === null || value === undefined
      ? '—'
      : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={text('title')} />
      <Typography variant="h5" component="h1">
        {text('title')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip
          label={text('all')}
          color={status ? 'default' : 'primary'}
          onClick={() => (setStatus(undefined), setPage(0))}
        />
        {INBOX_STATUSES.map((s) => (
          <Chip
            key={s}
            label={s}
            color={status === s ? 'primary' : 'default'}
            onClick={() => (setStatus(s), setPage(0))}
          />
        ))}
        <TextField
          size="small"
          label={text('search')}
          value={search}
          onChange={(e) => (setSearch(e.target.value), setPage(0))}
        />
      </Stack>
      {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      <TableContainer component={Paper}>
        <Table size="small" aria-label={text('title')}>
          <TableHead>
            <TableRow>
              {[
                'quoteNumber',
                'companyName',
                'product',
                'status',
                'totalPremium',
                'needByDate',
                'agencyName',
                'created',
              ].map((column) => (
                <TableCell key={column}>{text(`columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.content.map((quote) => (
              <TableRow key={quote.id} hover data-testid="uw-inbox-row">
                <TableCell>
                  <Link component={RouterLink} to={`${basename}/quotes/${quote.id}/show`}>
                    {quote.quoteNumber}
                  </Link>
                </TableCell>
                <TableCell>{quote.companyName}</TableCell>
                <TableCell>{quote.product}</TableCell>
                <TableCell>{quote.status}</TableCell>
                <TableCell>{money(quote.totalPremium)}</TableCell>
                <TableCell>
                  {quote.needByDate ? new Date(`${quote.needByDate}T00:00:00`).toLocaleDateString(locale) : '—'}
                </TableCell>
                <TableCell>{quote.agencyName ?? '—'}</TableCell>
                <TableCell>{new Date(quote.created).toLocaleDateString(locale)}</TableCell>
              </TableRow>
            ))}
            {data && data.content.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{text('empty')}</TableCell>
              </TableRow>
            )}
            {isPending && !data && (
              <TableRow>
                <TableCell colSpan={8}>{text('loading')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.totalElements ?? 0}
        page={page}
        onPageChange={(_e, next) => setPage(next)}
        rowsPerPage={size}
        rowsPerPageOptions={[...quotesResource.pageSizes]}
        onRowsPerPageChange={(e) => (setSize(Number(e.target.value)), setPage(0))}
      />
    </Stack>
  );
}
