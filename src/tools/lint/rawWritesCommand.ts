/** `npm run lint:sql`: fails on a raw insertInto/updateTable/deleteFrom in resources/ that the allow-list does not hold. */
import { rawWriteViolations } from './rawWrites';
import { RAW_WRITE_ALLOW_LIST } from './rawWritesAllowList';

const violations = rawWriteViolations(process.cwd());
if (violations.length) {
  console.error(
    'resources/ writes rows through the store; raw writes only where src/tools/lint/rawWritesAllowList.ts says why. Found:',
  );
  for (const v of violations) console.error(`  ${v.file}:${v.line}  ${v.statement}  (${v.problem})`);
  process.exit(1);
}
const count = (list: typeof RAW_WRITE_ALLOW_LIST) => list.reduce((sum, entry) => sum + entry.count, 0);
console.log(`raw writes: ${count(RAW_WRITE_ALLOW_LIST)} allow-listed with their reason, none else`);
