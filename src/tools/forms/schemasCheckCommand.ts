/** `npm run schemas:check`: prints every problem as `file#pointer: message` and exits 1 when there is one. */
import path from 'node:path';
import { checkMigrations } from './checkMigrations';
import { checkRecordSchemas } from './checkRecordSchemas';
import { checkSchemas } from './checkSchemas';
import { DEFAULT_GENERATED_DIR, DEFAULT_LOCALES_DIR, DEFAULT_SCHEMA_DIR } from './formFiles';
import { DEFAULT_RECORDS_DIR, DEFAULT_RECORDS_GENERATED_DIR, staleRecordTypes } from './generateRecordTypes';

const schemaDir = path.resolve(process.env.FORMS_SCHEMA_DIR ?? DEFAULT_SCHEMA_DIR);
const localesDir = path.resolve(process.env.FORMS_LOCALES_DIR ?? DEFAULT_LOCALES_DIR);
const problems = await checkSchemas({
  schemaDir,
  localesDir,
  generatedDir: path.resolve(process.env.FORMS_GENERATED_DIR ?? DEFAULT_GENERATED_DIR),
});
problems.push(...checkMigrations(schemaDir, localesDir));
const recordsDir = path.resolve(process.env.RECORDS_SCHEMA_DIR ?? DEFAULT_RECORDS_DIR);
problems.push(...checkRecordSchemas(recordsDir));
const staleRecords = await staleRecordTypes(
  recordsDir,
  path.resolve(process.env.RECORDS_GENERATED_DIR ?? DEFAULT_RECORDS_GENERATED_DIR),
);
for (const file of staleRecords)
  problems.push({ file, pointer: '', message: 'generated record types are stale: run npm run schemas:types' });
for (const problem of problems)
  console.error(`${path.relative(process.cwd(), problem.file)}#${problem.pointer}: ${problem.message}`);
if (problems.length) {
  console.error(`${problems.length} problem(s) in the form and record schemas`);
  process.exit(1);
}
console.log('Form and record schemas OK');
