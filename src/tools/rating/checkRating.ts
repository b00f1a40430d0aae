/**
 * `npm run rating:check`: every rating file (rating/<product>/v<n>.json) and the product catalogue
 * (rating/_products.json) parse without duplicate keys, match their schema (schemas/rating) and the
 * cross-references of `ratingFileProblems`; every rated product is in the catalogue; the generated types
 * are fresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProductCatalogue } from '../../shared/generated/rating';
import { catalogueProblems, ratingFileProblems, type RatingProblem } from '../../server/rating/ratingFileProblems';
import { CATALOGUE_FILE } from '../../server/rating/ratingCatalogue';
import type { SchemaProblem } from '../forms/checkSchemas';
import { duplicateKeyPointers } from '../forms/duplicateKeys';

const VERSION_FILE = /^v([1-9][0-9]*)\.json$/;

/** Parses a file; its JSON and duplicate-key problems, or the value. */
function parse(file: string): { value?: unknown; problems: SchemaProblem[] } {
  const text = fs.readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problems: [{ file, pointer: '', message: `invalid JSON: ${(error as Error).message}` }] };
  }
  return {
    value,
    problems: duplicateKeyPointers(text).map((pointer) => ({
      file,
      pointer,
      message: 'duplicate key: the earlier one is silently lost',
    })),
  };
}

const located = (file: string, problems: RatingProblem[]): SchemaProblem[] => problems.map((p) => ({ file, ...p }));

/** Every problem of the rating folder. */
export function checkRatingDir(dir: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const catalogueFile = path.join(dir, CATALOGUE_FILE);
  let catalogue: ProductCatalogue | undefined;
  if (!fs.existsSync(catalogueFile))
    problems.push({ file: catalogueFile, pointer: '', message: 'the product catalogue is missing' });
  else {
    const parsed = parse(catalogueFile);
    problems.push(...parsed.problems);
    if (parsed.value !== undefined) {
      const found = catalogueProblems(parsed.value);
      problems.push(...located(catalogueFile, found));
      if (!found.length) catalogue = parsed.value as ProductCatalogue;
    }
  }
  const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders) {
    const files = fs.readdirSync(path.join(dir, folder.name)).filter((file) => file.endsWith('.json'));
    const entry = catalogue?.products.find((p) => p.code === folder.name);
    if (catalogue && !entry)
      problems.push({
        file: path.join(dir, folder.name),
        pointer: '',
        message: `product ${folder.name} is not in ${CATALOGUE_FILE}`,
      });
    if (!files.length)
      problems.push({
        file: path.join(dir, folder.name),
        pointer: '',
        message: 'a product folder without rating files',
      });
    for (const name of files) {
      const file = path.join(dir, folder.name, name);
      const version = VERSION_FILE.exec(name)?.[1];
      if (!version) {
        problems.push({ file, pointer: '', message: 'rating files are named v<n>.json' });
        continue;
      }
      const parsed = parse(file);
      problems.push(...parsed.problems);
      if (parsed.value === undefined) continue;
      const found = ratingFileProblems(parsed.value, { folder: folder.name, version: Number(version) });
      problems.push(...located(file, found));
      const value = parsed.value as { displayName?: string; region?: string };
      if (!found.length && entry && entry.displayName !== value.displayName)
        problems.push({
          file,
          pointer: '/displayName',
          message: `the catalogue calls ${folder.name} "${entry.displayName}"`,
        });
      if (!found.length && entry && value.region && !(entry.regions as string[]).includes(value.region))
        problems.push({
          file,
          pointer: '/region',
          message: `the catalogue does not sell ${folder.name} in ${value.region}`,
        });
    }
  }
  return problems;
}
