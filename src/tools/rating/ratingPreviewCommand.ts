/** `npm run rating:preview -- <product> v<n>`: how a rating version would move the open quotes' premiums. */
import { loadConfig } from '../../server/config';
import { openPlatformDatabase } from '../../server/platform';
import { RatingCatalogue } from '../../server/rating/ratingCatalogue';
import { previewLines, previewRating } from '../../server/rating/ratingPreview';

const [product, versionArg] = process.argv.slice(2);
const version = /^v?([1-9][0-9]*)$/.exec(versionArg ?? '')?.[1];
if (!product || !version) {
  console.error('usage: npm run rating:preview -- <product> v<n>');
  process.exit(2);
}
const config = loadConfig();
const database = await openPlatformDatabase(config);
let exitCode = 0;
try {
  const preview = await previewRating(database.db, RatingCatalogue.fromEnvironment(), product, Number(version));
  for (const line of previewLines(preview)) console.log(line);
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
