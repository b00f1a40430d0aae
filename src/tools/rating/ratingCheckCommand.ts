/** `npm run rating:check`: prints every problem as `file#pointer: message` and exits 1 when there is one. */
import path from 'node:path';
import { checkRatingDir } from './checkRating';
import { DEFAULT_RATING_GENERATED_DIR, DEFAULT_RATING_SCHEMA_DIR, staleRatingTypes } from './generateRatingTypes';

const dir = path.resolve(process.env.RATING_DIR ?? 'rating');
const problems = checkRatingDir(dir);
const stale = await staleRatingTypes(
  path.resolve(process.env.RATING_SCHEMA_DIR ?? DEFAULT_RATING_SCHEMA_DIR),
  path.resolve(process.env.RATING_GENERATED_DIR ?? DEFAULT_RATING_GENERATED_DIR),
);
for (const file of stale)
  problems.push({ file, pointer: '', message: 'generated rating types are stale: run npm run rating:types' });
for (const problem of problems)
  console.error(`${path.relative(process.cwd(), problem.file)}#${problem.pointer}: ${problem.message}`);
if (problems.length) {
  console.error(`${problems.length} problem(s) in the rating files`);
  process.exit(1);
}
console.log(`Rating files OK (${path.relative(process.cwd(), dir) || '.'})`);
