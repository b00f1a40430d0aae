/** What an answer migration would do (or did) to a form's stored answers, as the command and the API print it. */
import type { MigrationReport } from '../../shared/api/formVersions';

export type { MigrationReport } from '../../shared/api/formVersions';

export function emptyReport(migrationId: string, form: string, from: number, to: number): MigrationReport {
  return {
    migrationId,
    form,
    from,
    to,
    total: 0,
    wouldMove: 0,
    alreadyCurrent: 0,
    failures: [],
    failedIds: [],
    fieldChanges: {},
    moved: 0,
  };
}

export function addFailure(report: MigrationReport, reason: string, record: { id: string; accountId: string }): void {
  let failure = report.failures.find((f) => f.reason === reason);
  if (!failure) report.failures.push((failure = { reason, count: 0, examples: [] }));
  failure.count += 1;
  if (failure.examples.length < 5) failure.examples.push({ id: record.id, accountId: record.accountId });
  report.failedIds.push(record.id);
}

/** The report as lines of text (the command prints them; docs paste them). */
export function reportLines(report: MigrationReport, dryRun: boolean): string[] {
  const lines = [
    `${report.migrationId}: ${report.form} v${report.from} → v${report.to}${dryRun ? ' (dry run: nothing written)' : ''}`,
    `  records: ${report.total}`,
    `  ${dryRun ? 'would move' : 'to move'}: ${report.wouldMove}`,
    `  already on v${report.to}: ${report.alreadyCurrent}`,
    `  cannot be moved: ${report.failedIds.length}`,
  ];
  for (const failure of report.failures)
    lines.push(
      `    ${failure.count} × ${failure.reason} — e.g. ${failure.examples.map((e) => `${e.id} (account ${e.accountId})`).join(', ')}`,
    );
  const fields = Object.entries(report.fieldChanges).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (fields.length) lines.push('  changes by question:');
  for (const [field, count] of fields) lines.push(`    ${field}: ${count}`);
  if (!dryRun) lines.push(`  moved now: ${report.moved}`);
  return lines;
}
