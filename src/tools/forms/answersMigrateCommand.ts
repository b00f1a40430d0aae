/**
 * `npm run answers:migrate -- <form> --to v<n> [--dry-run] [--revert <form>/v<n>] [--actor <name>]`: moves the
 * stored answers of a form to a version with its migration file (see src/server/forms/answerMigrationRun.ts).
 * The actor defaults to the operating system's user.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { MigrationRefused } from '../../server/forms/answerMigrationRun';
import { migrateStoredAnswers } from '../../server/forms/answersMigration';
import { reportLines } from '../../server/forms/migrationReport';
import { openPlatformDatabase } from '../../server/platform';

const USAGE =
  'usage: npm run answers:migrate -- <form> --to v<n> [--dry-run] [--revert <form>/v<n>] [--actor <name>] [--batch <n>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    revert: { type: 'string' },
    actor: { type: 'string' },
    batch: { type: 'string' },
  },
});
const form = positionals[0];
const to = /^v?([1-9][0-9]*)$/.exec(values.to ?? '')?.[1] ?? /\/v([1-9][0-9]*)$/.exec(values.revert ?? '')?.[1];
if (!form || !to) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openPlatformDatabase(config);
let exitCode = 0;
try {
  const outcome = await migrateStoredAnswers(database.db, config.region, {
    form,
    to: Number(to),
    dryRun: values['dry-run'],
    revert: values.revert,
    actor: values.actor ?? os.userInfo().username,
    transactionSize: values.batch ? Number(values.batch) : undefined,
    afterTransaction: (done) => {
      process.stdout.write(`  … ${done}\n`);
    },
  });
  if (outcome.kind === 'revert')
    console.log(
      `${outcome.report.migrationId} reverted: ${outcome.report.reverted} record(s) back to their answers before it`,
    );
  else for (const line of reportLines(outcome.report, outcome.kind === 'plan')) console.log(line);
} catch (error) {
  if (error instanceof MigrationRefused) {
    for (const line of reportLines(error.report, true)) console.error(line);
    console.error(error.message);
  } else console.error((error as Error).message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
