/** `npm run schemas:check`: prints every problem as `file#pointer: message` and exits 1 when there is one. */
import path from 'node:path';
import { checkSchemas } from './checkSchemas';
import { DEFAULT_GENERATED_DIR, DEFAULT_LOCALES_DIR, DEFAULT_SCHEMA_DIR } from './formFiles';

const problems = await checkSchemas({
  schemaDir: path.resolve(process.env.FORMS_SCHEMA_DIR ?? DEFAULT_SCHEMA_DIR),
  localesDir: path.resolve(process.env.FORMS_LOCALES_DIR ?? DEFAULT_LOCALES_DIR),
  generatedDir: path.resolve(process.env.FORMS_GENERATED_DIR ?? DEFAULT_GENERATED_DIR),
});
for (const problem of problems) console.error(`${path.relative(process.cwd(), problem.file)}#${problem.pointer}: ${problem.message}`);
if (problems.length) {
  console.error(`${problems.length} problem(s) in the form schemas`);
  process.exit(1);
}
console.log('Form schemas OK');
