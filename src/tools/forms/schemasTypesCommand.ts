/**
 * `npm run schemas:types`: writes the TypeScript types of every form into src/shared/generated/forms and
 * records new versions and questions in schemas/forms/versions.lock.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_GENERATED_DIR, DEFAULT_SCHEMA_DIR, listFormFiles } from './formFiles';
import { generateFormTypes } from './generateTypes';
import { extendLock, lockPath, readLock } from './versionLock';

const schemaDir = path.resolve(process.env.FORMS_SCHEMA_DIR ?? DEFAULT_SCHEMA_DIR);
const generatedDir = path.resolve(process.env.FORMS_GENERATED_DIR ?? DEFAULT_GENERATED_DIR);

const generated = await generateFormTypes(schemaDir);
fs.mkdirSync(generatedDir, { recursive: true });
for (const file of fs.readdirSync(generatedDir)) if (file.endsWith('.ts') && !generated.has(file)) fs.rmSync(path.join(generatedDir, file));
for (const [file, content] of generated) fs.writeFileSync(path.join(generatedDir, file), content);
fs.writeFileSync(lockPath(schemaDir), `${JSON.stringify(extendLock(readLock(schemaDir), listFormFiles(schemaDir)), null, 2)}\n`);
console.log(`Wrote ${generated.size} type files to ${path.relative(process.cwd(), generatedDir)}`);
