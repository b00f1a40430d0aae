import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { defaultStatementMonth, MONTH_NAMES, statementMonths, statementYears } from '../statementPeriod';
import { agencyBilledInvoicePath, statementFailure, statementPath, useCommissionsCalls } from './commissionsMethods';

/** What the dialog downloads: the commission statement, or the agency-billed invoice of the same month. */
export type MonthlyDocument = 'statement' | 'agencyBilledInvoice';

const DOCUMENTS: Record<MonthlyDocument, { path: typeof statementPath; fileName: string; title: string }> = {
  statement: {
    path: statementPath,
    fileName: 'commission-statement.pdf',
    title: 'resources.commissions.downloadDialog.title',
  },
  agencyBilledInvoice: {
    path: agencyBilledInvoicePath,
    fileName: 'agency-billed-invoice.pdf',
    title: 'resources.commissions.downloadDialog.invoiceTitle',
  },
};

/**
 * Download a month's commission statement or agency-billed invoice by year and month (spec 001 §9: 2020 up to 7
 * years back, default last month); the server's refusals in the spec's words.
 */
export function DownloadDialog({
  open,
  onClose,
  agencyId,
  document = 'statement',
}: {
  open: boolean;
  onClose: () => void;
  agencyId?: string;
  document?: MonthlyDocument;
}) {
  const chosen = DOCUMENTS[document];
  const translate = useTranslate();
  const initial = defaultStatementMonth();
  const [year, setYear] = useState(initial.year);
  const [month, setMonth] = useState(initial.month);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const calls = useCommissionsCalls();
  const months = statementMonths(year);
  const chooseYear = (value: number) => {
    setYear(value);
    const allowed = statementMonths(value);
    if (!allowed.includes(month)) setMonth(allowed[allowed.length - 1]);
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await calls.download(chosen.path(year, month, agencyId), {
        fileName: chosen.fileName,
        accept: 'application/pdf',
      });
      onClose();
    } catch (failure) {
      setError(statementFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="download-statement-title">
      <DialogTitle id="download-statement-title">{translate(chosen.title)}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={translate('resources.commissions.downloadDialog.year')}
            value={year}
            onChange={(e) => chooseYear(Number(e.target.value))}
            sx={{ minWidth: 120 }}
          >
            {statementYears().map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('resources.commissions.downloadDialog.month')}
            value={month}
            onChange={(e) => setMonth(Number(e.target.value))}
            sx={{ minWidth: 160 }}
          >
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {MONTH_NAMES[m - 1]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.commissions.downloadDialog.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate('resources.commissions.downloadDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
