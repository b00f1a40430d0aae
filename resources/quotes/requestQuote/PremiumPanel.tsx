import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { useConsoleConfig } from '../../../src/console/config/consoleConfig';
import { formatMoney } from './money';
import type { LatestCalculation } from './useLatestCalculation';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The reasons of a refusal: each field the server named, else its message. */
function refusalLines(error: unknown): string[] {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const fields = (error.body as { fieldErrors?: { field: string; detail: string }[] }).fieldErrors;
    if (Array.isArray(fields) && fields.length) return fields.map((f) => `${f.field}: ${f.detail}`);
  }
  return [error instanceof Error ? error.message : String(error)];
}

/** The premium and its factor breakdown exactly as the server's calculator answered them. */
export function PremiumPanel({ result }: { result: LatestCalculation }) {
  useScreenTexts('requestQuote');
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.requestQuote.calculator.${key}`, options);
  const { locale } = useConsoleConfig();
  const { calculation, error, pending } = result;
  return (
    <Box aria-live="polite" aria-busy={pending} data-testid="premium-panel">
      <Typography variant="subtitle1">{t('premium')}</Typography>
      <Typography variant="h4" component="p" data-testid="total-premium" aria-label={t('premium')}>
        {calculation ? formatMoney(calculation.totalPremium, calculation.currency, locale) : '—'}
      </Typography>
      {pending ? <LinearProgress aria-label={t('calculating')} sx={{ my: 1 }} /> : <Box sx={{ height: 4, my: 1 }} />}
      {error !== undefined && !pending && (
        <Alert severity="error">
          {t('failed')}
          <List dense>
            {refusalLines(error).map((line) => (
              <ListItem key={line}>{line}</ListItem>
            ))}
          </List>
        </Alert>
      )}
      {calculation && (
        <>
          {calculation.referToUnderwriter && <Chip color="warning" label={t('referral')} sx={{ mb: 1 }} />}
          <Table size="small" aria-label={t('breakdown')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('factor')}</TableCell>
                <TableCell align="right">{t('value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {calculation.breakdown.map((line) => (
                <TableRow key={line.factor} data-factor={line.factor}>
                  <TableCell>{line.label}</TableCell>
                  <TableCell align="right">
                    {line.factor === 'baseRate'
                      ? formatMoney(line.value, calculation.currency, locale)
                      : `× ${line.value}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            {t('ratingVersion', { version: calculation.ratingVersion })}
          </Typography>
        </>
      )}
    </Box>
  );
}
