import { List, ListItem, Typography } from '@mui/material';
import type { MigrationReport } from '../../shared/api/formVersions';
import { useFormAnswersText } from './useFormAnswersText';

/** The dry run of one pending answer migration, as `npm run answers:migrate -- … --dry-run` reports it. */
export function PendingMigration({ report }: { report: MigrationReport }) {
  const t = useFormAnswersText();
  const title = t('versions.pending', { migration: report.migrationId, from: report.from, to: report.to });
  return (
    <section aria-label={title} data-testid="pending-migration">
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding>
        <ListItem>{t('versions.total', { count: report.total })}</ListItem>
        <ListItem>{t('versions.wouldMove', { count: report.wouldMove })}</ListItem>
        <ListItem>{t('versions.alreadyCurrent', { version: report.to, count: report.alreadyCurrent })}</ListItem>
        <ListItem>{t('versions.cannotMove', { count: report.failedIds.length })}</ListItem>
        {report.failures.map((failure) => (
          <ListItem key={failure.reason} sx={{ pl: 4 }}>
            {t('versions.failure', { count: failure.count, reason: failure.reason })}
          </ListItem>
        ))}
      </List>
      <Typography variant="body2">{t('versions.changes')}</Typography>
      <List dense disablePadding>
        {Object.entries(report.fieldChanges).map(([question, count]) => (
          <ListItem key={question} sx={{ pl: 4 }}>
            {t('versions.change', { question, count })}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
