import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { useRegionFormat } from '../format/useRegionFormat';
import { answerHistoryAction } from './answerHistoryAction';
import { useFormAnswersText } from './useFormAnswersText';

/**
 * The history of an account's answers to a form, under the form: each answer migration that moved them and each
 * revert, newest first, with its date, what it did and who ran it. `answersVersion` (the stored answers'
 * version) reads it again after the answers change.
 */
export function AnswerHistory({
  form,
  accountId,
  answersVersion,
}: {
  form: string;
  accountId: string;
  answersVersion: number;
}) {
  const t = useFormAnswersText();
  const format = useRegionFormat();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { data: entries, isError } = useQuery({
    queryKey: ['forms', 'answers', form, accountId, 'history', answersVersion],
    queryFn: () => dataProvider.formAnswersHistory(form, accountId),
  });

  const describe = (entry: NonNullable<typeof entries>[number]) => {
    const action = answerHistoryAction(entry);
    if (action?.kind === 'migrated')
      return t('history.migrated', { version: action.version, migration: action.migration });
    if (action?.kind === 'reverted') return t('history.reverted', { migration: action.migration });
    return entry.action;
  };

  return (
    <Box component="section" aria-labelledby="answer-history-title" sx={{ mt: 3 }}>
      <Typography id="answer-history-title" variant="subtitle1" component="h2" gutterBottom>
        {t('history.title')}
      </Typography>
      {isError ? (
        <Alert severity="error">{t('history.loadFailed')}</Alert>
      ) : !entries ? null : entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('history.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="answer-history-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('history.when')}</TableCell>
              <TableCell>{t('history.action')}</TableCell>
              <TableCell>{t('history.who')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{format.dateTime(entry.created)}</TableCell>
                <TableCell>{describe(entry)}</TableCell>
                <TableCell>{entry.actorEmail ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
