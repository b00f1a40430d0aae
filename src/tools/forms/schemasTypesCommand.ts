/**
 * `npm run schemas:types`: writes the TypeScript types of every form into src/shared/generated/forms and of
 * every record into src/shared/generated/records, and records new form versions and questions in
 * schemas/forms/versions.lock.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_GENERATED_DIR, DEFAULT_SCHEMA_DIR, listFormFiles } from './formFiles';
import { generateFormTypes } from './generateTypes';
import { DEFAULT_RECORDS_DIR, DEFAULT_RECORDS_GENERATED_DIR, generateRecordTypes } from './generateRecordTypes';
import { extendLock, lockPath, readLock } from './versionLock';

const schemaDir = path.resolve(process.env.FORMS_SCHEMA_DIR ?? DEFAULT_SCHEMA_DIR);
const generatedDir = path.resolve(process.env.FORMS_GENERATED_DIR ?? DEFAULT_GENERATED_DIR);

const recordsDir = path.resolve(process.env.RECORDS_SCHEMA_DIR ?? DEFAULT_RECORDS_DIR);
const recordsGeneratedDir = path.resolve(process.env.RECORDS_GENERATED_DIR ?? DEFAULT_RECORDS_GENERATED_DIR);

/** Replaces the .ts files of `dir` with `files`. */
function writeAll(dir: string, files: Map<string, string>): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dir)) if (file.endsWith('.ts') && !files.has(file)) fs.rmSync(path.join(dir, file));
  for (const [file, content] of files) fs.writeFileSync(path.join(dir, file), content);
}

const generated = await generateFormTypes(schemaDir);
writeAll(generatedDir, generated);
const records = await generateRecordTypes(recordsDir);
writeAll(recordsGeneratedDir, records);
fs.writeFileSync(
  lockPath(schemaDir),
  `${JSON.stringify(extendLock(readLock(schemaDir), listFormFiles(schemaDir)), null, 2)}\n`,
);
console.log(
  `Wrote ${generated.size} type files to ${path.relative(process.cwd(), generatedDir)} and ${records.size} to ${path.relative(process.cwd(), recordsGeneratedDir)}`,
);
