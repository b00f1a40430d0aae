// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkRecordSchema } from './checkRecordSchemas';

const run = promisify(execFile);
const RECORDS = path.resolve('schemas/records');

/** `npm run schemas:check` on a copy of schemas/records (the real files are never touched). */
async function schemasCheck(recordsDir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/tools/forms/schemasCheckCommand.ts'], {
      env: { ...process.env, RECORDS_SCHEMA_DIR: recordsDir },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run schemas:check: the record schemas', { timeout: 120_000 }, () => {
  let copy: string;
  beforeEach(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'records-check-'));
    fs.cpSync(RECORDS, copy, { recursive: true });
  });
  afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('fails naming the file and the pointer when a record schema has a type that does not exist; passes the project’s own', async () => {
    const own = await schemasCheck(copy);
    expect(own.code).toBe(0);

    const file = path.join(copy, 'webhook.schema.json');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('"companyName": {\n      "type": "string"', '"companyName": {\n      "type": "strnig"'),
    );
    expect(fs.readFileSync(file, 'utf8')).toContain('"strnig"');
    const broken = await schemasCheck(copy);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/webhook\.schema\.json#\/properties\/companyName\/type: invalid JSON Schema/);
  });

  it.each([
    [
      'a misspelt keyword',
      { type: 'object', properties: { name: { type: 'string', maxLenght: 10 } } },
      /strict mode: unknown keyword: "maxLenght"/,
    ],
    [
      'an unknown format',
      { type: 'object', properties: { day: { type: 'string', format: 'dayte' } } },
      /unknown format "dayte"/,
    ],
    ['an unknown type', { type: 'object', properties: { n: { type: 'numbr' } } }, /invalid JSON Schema/],
  ])('refuses %s', (_case, schema, message) => {
    const problems = checkRecordSchema('x.schema.json', JSON.stringify(schema));
    expect(problems.map((p) => p.message).join('\n')).toMatch(message);
  });

  it('refuses invalid JSON and a duplicate key', () => {
    expect(checkRecordSchema('x.schema.json', '{"type": "object",}')[0].message).toMatch(/^invalid JSON/);
    expect(checkRecordSchema('x.schema.json', '{"type": "object", "title": "A", "title": "B"}')).toContainEqual({
      file: 'x.schema.json',
      pointer: '/title',
      message: 'duplicate key: the earlier one is silently lost',
    });
  });
});
