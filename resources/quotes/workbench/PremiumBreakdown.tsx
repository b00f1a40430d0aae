import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import { basisText } from './basisText';
import type { StoredRating } from './storedRating';

/**
 * How the premium was reached: each factor of the stored rating with its basis and value, multiplied in order
 * (the base rate is an amount, every other factor a multiplier), and the rating file it came from.
 */
export function PremiumBreakdown({ rating }: { rating: StoredRating }) {
  const translate = useTranslate();
  const format = useRegionFormat();
  const valueOf = (factor: string, value: number) =>
    factor === 'baseRate' ? format.money(value) : `× ${format.number(value, 4)}`;
  return (
    <>
      <Table size="small" aria-label={translate('resources.quotes.workbench.breakdown')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.quotes.workbench.factor')}</TableCell>
            <TableCell>{translate('resources.quotes.workbench.basis')}</TableCell>
            <TableCell align="right">{translate('resources.quotes.workbench.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rating.breakdown.map((line) => (
            <TableRow key={line.factor} data-factor={line.factor}>
              <TableCell>{line.label}</TableCell>
              <TableCell>{basisText(line.basis, format)}</TableCell>
              <TableCell align="right">{valueOf(line.factor, line.value)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              {translate('resources.quotes.workbench.ratedPremium')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {format.money(rating.totalPremium)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('resources.quotes.workbench.ratedWith', {
          version: rating.ratingVersion,
          date: rating.pricedAt ? format.dateTime(rating.pricedAt) : '—',
        })}
      </Typography>
    </>
  );
}
