import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import type { PricedCoverage } from '../../../src/shared/rating/pricedCoverage';

/** The quote's coverage lines as priced: the selected ones with their sublimit, deductible and periods. */
export function CoverageTable({ coverages }: { coverages: readonly PricedCoverage[] }) {
  const translate = useTranslate();
  const format = useRegionFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.quotes.workbench.${key}`, options);
  const retro = (months: number | undefined) =>
    months === undefined ? '—' : months === -1 ? t('fullPriorActs') : t('months', { count: months });
  const selected = coverages.filter((coverage) => coverage.selected);
  return (
    <Table size="small" aria-label={t('coverages')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('coverage')}</TableCell>
          <TableCell align="right">{t('sublimit')}</TableCell>
          <TableCell align="right">{t('deductible')}</TableCell>
          <TableCell align="right">{t('waitingPeriod')}</TableCell>
          <TableCell align="right">{t('retroPeriod')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {selected.map((coverage) => (
          <TableRow key={coverage.id} data-coverage={coverage.key}>
            <TableCell>{coverage.name}</TableCell>
            <TableCell align="right">{format.money(coverage.limit)}</TableCell>
            <TableCell align="right">{format.money(coverage.deductible)}</TableCell>
            <TableCell align="right">
              {coverage.waitingPeriod === undefined ? '—' : t('hours', { count: coverage.waitingPeriod })}
            </TableCell>
            <TableCell align="right">{retro(coverage.retroActivePeriod)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
