/** `npm run rating:types`: writes the TypeScript types of the rating file schemas into src/shared/generated/rating. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_RATING_GENERATED_DIR, DEFAULT_RATING_SCHEMA_DIR, generateRatingTypes } from './generateRatingTypes';

const generatedDir = path.resolve(process.env.RATING_GENERATED_DIR ?? DEFAULT_RATING_GENERATED_DIR);
const files = await generateRatingTypes(path.resolve(process.env.RATING_SCHEMA_DIR ?? DEFAULT_RATING_SCHEMA_DIR));
fs.mkdirSync(generatedDir, { recursive: true });
for (const [file, content] of files) fs.writeFileSync(path.join(generatedDir, file), content);
console.log(`Wrote ${files.size} type files to ${path.relative(process.cwd(), generatedDir)}`);
