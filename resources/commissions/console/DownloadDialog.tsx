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
import { statementFailure, statementPath, useCommissionsCalls } from './commissionsMethods';

/** Download a commission statement by year and month (spec 001 §9: 2020 up to 7 years back, default last month). */
export function DownloadDialog({ open, onClose, agencyId }: { open: boolean; onClose: () => void; agencyId?: string }) {
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
      await calls.download(statementPath(year, month, agencyId), {
        fileName: 'commission-statement.pdf',
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
      <DialogTitle id="download-statement-title">{translate('resources.commissions.downloadDialog.title')}</DialogTitle>
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
