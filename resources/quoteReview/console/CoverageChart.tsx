import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { QuoteReview } from '../reviewAnswer';
import { plain, wholeMoney } from './format';
import { useReviewText } from './useReviewText';

/** Spec 002 §3 "Coverage chart (wholesale review)": the selected coverages in their groups. */
export function CoverageChart({ review }: { review: QuoteReview }) {
  const text = useReviewText();
  const { coverageChart, additionalInsureds } = review;
  return (
    <Card variant="outlined" component="section" aria-labelledby="coverage-chart-title">
      <CardContent>
        <Typography id="coverage-chart-title" variant="h6" component="h2" gutterBottom>
          {text('chart.title')}
        </Typography>
        {coverageChart.length === 0 && <Typography color="text.secondary">{text('chart.none')}</Typography>}
        {coverageChart.map(({ group, coverages }) => (
          <Table key={group} size="small" aria-label={group} sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" sx={{ fontWeight: 600, width: '40%' }}>
                  {group}
                </TableCell>
                <TableCell>{text('chart.limit')}</TableCell>
                <TableCell>{text('chart.deductible')}</TableCell>
                <TableCell>{text('chart.waitingPeriod')}</TableCell>
                <TableCell>{text('chart.retroactivePeriod')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {coverages.map((coverage) => (
                <TableRow key={coverage.id}>
                  <TableCell>{coverage.name}</TableCell>
                  <TableCell>{wholeMoney(coverage.limit)}</TableCell>
                  <TableCell>{wholeMoney(coverage.deductible)}</TableCell>
                  <TableCell>
                    {coverage.waitingPeriod === null ? '—' : text('chart.hours', { count: coverage.waitingPeriod })}
                  </TableCell>
                  <TableCell>
                    {coverage.retroactivePeriod === null
                      ? '—'
                      : text('chart.years', {
                          count: coverage.retroactivePeriod,
                        })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
        {additionalInsureds.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3">
              {text('chart.additionalInsureds')}
            </Typography>
            <ul>
              {additionalInsureds.map((insured, i) => (
                <li key={i}>{[insured.businessName, insured.city, insured.state].map(plain).join(', ')}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
