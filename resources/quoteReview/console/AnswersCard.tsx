import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { plain } from './format';

/** Answers as stored with the quote (security assessment, risk factors), field by field. */
export function AnswersCard({
  id,
  title,
  answers,
  none,
  note,
}: {
  id: string;
  title: string;
  answers: Record<string, unknown> | null;
  none: string;
  note?: string;
}) {
  const entries = Object.entries(answers ?? {}).filter(([, value]) => value === null || typeof value !== 'object');
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{none}</Typography>
        ) : (
          <>
            {note && (
              <Typography variant="body2" color="text.secondary">
                {note}
              </Typography>
            )}
            <Table size="small" aria-label={title}>
              <TableBody>
                {entries.map(([field, value]) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row">
                      {field}
                    </TableCell>
                    <TableCell>{typeof value === 'boolean' ? (value ? 'Yes' : 'No') : plain(value)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
