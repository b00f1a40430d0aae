import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSchemas, type SchemaProblem } from './checkSchemas';
import { generateFormTypes } from './generateTypes';
import { extendLock, lockPath } from './versionLock';
import { listFormFiles } from './formFiles';

// Each mistake class is planted in a small fixture form; the check must name the file and the pointer.
const GOOD = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'fixture',
  type: 'object',
  properties: {
    hasPet: { type: 'string', enum: ['Yes', 'No'] },
    zip: { $ref: '#/definitions/postcode' },
  },
  required: ['hasPet'],
  allOf: [
    {
      if: { properties: { hasPet: { const: 'Yes' } }, required: ['hasPet'] },
      then: { properties: { petName: { type: 'string' } }, required: ['petName'] },
    },
  ],
};
const LABELS = { forms: { labels: { fixture: { hasPet: 'Has a pet?', zip: 'ZIP Code', petName: 'Pet name' } } } };

let root: string;
const dirs = () => ({
  schemaDir: path.join(root, 'forms'),
  localesDir: path.join(root, 'locales'),
  generatedDir: path.join(root, 'generated'),
});
const schemaFile = () => path.join(root, 'forms', 'fixture', 'v1.schema.json');

async function setUp(schema: unknown = GOOD, options: { text?: string; labels?: unknown } = {}) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-check-'));
  fs.mkdirSync(path.join(root, 'forms', 'fixture'), { recursive: true });
  fs.mkdirSync(path.join(root, 'forms', '_regions'));
  fs.writeFileSync(
    path.join(root, 'forms', '_regions', 'US.json'),
    JSON.stringify({ definitions: { postcode: { type: 'string', pattern: '^\\d{5}$' } } }),
  );
  fs.writeFileSync(schemaFile(), options.text ?? JSON.stringify(schema, null, 2));
  fs.mkdirSync(path.join(root, 'locales', 'en-US'), { recursive: true });
  fs.writeFileSync(path.join(root, 'locales', 'en-US', 'forms.json'), JSON.stringify(options.labels ?? LABELS));
  // Up-to-date types and lock for the good schema, so only the planted mistake shows.
  if (!options.text) {
    fs.mkdirSync(dirs().generatedDir);
    for (const [file, content] of await generateFormTypes(dirs().schemaDir))
      fs.writeFileSync(path.join(dirs().generatedDir, file), content);
    fs.writeFileSync(lockPath(dirs().schemaDir), JSON.stringify(extendLock({}, listFormFiles(dirs().schemaDir))));
  }
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const run = () => checkSchemas(dirs());
const pointers = (problems: SchemaProblem[]) =>
  problems.map((p) => `${path.basename(path.dirname(p.file))}/${path.basename(p.file)}#${p.pointer}`);

describe('npm run schemas:check', { timeout: 60_000 }, () => {
  it('passes a correct form', async () => {
    await setUp();
    expect(await run()).toEqual([]);
  });

  it('reports an invalid JSON Schema with its pointer', async () => {
    await setUp({ ...GOOD, properties: { ...GOOD.properties, age: { type: 'whole-number' } } });
    const problems = await run();
    expect(pointers(problems)).toContain('fixture/v1.schema.json#/properties/age/type');
    expect(problems[0].message).toMatch(/invalid JSON Schema/);
  });

  it('reports an "if" that does not require its trigger', async () => {
    const schema = structuredClone(GOOD);
    delete (schema.allOf[0].if as { required?: string[] }).required;
    await setUp(schema);
    const problems = await run();
    expect(pointers(problems)).toEqual(['fixture/v1.schema.json#/allOf/0/if/properties/hasPet']);
    expect(problems[0].message).toMatch(/without requiring it/);
  });

  it('reports a condition that can never be true', async () => {
    const schema = structuredClone(GOOD);
    schema.allOf[0].if.properties.hasPet.const = 'YES';
    await setUp(schema);
    const problems = await run();
    expect(pointers(problems)).toEqual(['fixture/v1.schema.json#/allOf/0/if/properties/hasPet']);
    expect(problems[0].message).toMatch(/never be/);
  });

  it('reports duplicate property keys', async () => {
    const text = JSON.stringify(GOOD, null, 2).replace('"zip": {', '"hasPet": { "type": "boolean" },\n    "zip": {');
    await setUp(undefined, { text });
    expect(pointers(await run())).toContain('fixture/v1.schema.json#/properties/hasPet');
  });

  it('reports a property with no label in some locale', async () => {
    await setUp(GOOD, { labels: { forms: { labels: { fixture: { hasPet: 'Has a pet?', zip: 'ZIP Code' } } } } });
    const problems = await run();
    expect(pointers(problems)).toContain('fixture/v1.schema.json#/allOf/0/then/properties/petName');
    expect(problems.map((p) => p.message)).toContain(
      'no label for petName in en-US (add "petName" under forms.labels.fixture in locales/en-US/forms.json)',
    );
  });

  it('reports a field required in a branch but shown in none', async () => {
    const schema = structuredClone(GOOD) as unknown as { allOf: { then: Record<string, unknown> }[] };
    schema.allOf[0].then = { required: ['petName'] };
    await setUp(schema, { labels: LABELS });
    const problems = (await run()).filter((p) => !p.message.includes('stale') && !p.message.includes('removed'));
    expect(pointers(problems)).toEqual(['fixture/v1.schema.json#/allOf/0/then/required/0']);
  });

  it('reports stale generated types', async () => {
    await setUp();
    const schema = structuredClone(GOOD) as typeof GOOD & { properties: Record<string, unknown> };
    schema.properties.color = { type: 'string' };
    fs.writeFileSync(schemaFile(), JSON.stringify(schema));
    fs.writeFileSync(
      path.join(root, 'locales', 'en-US', 'forms.json'),
      JSON.stringify({ forms: { labels: { fixture: { ...LABELS.forms.labels.fixture, color: 'Colour' } } } }),
    );
    const problems = await run();
    expect(problems).toHaveLength(1);
    expect(path.basename(problems[0].file)).toBe('fixture.ts');
    expect(problems[0].message).toMatch(/stale/);
  });

  it('reports a removed or retyped question without a version bump', async () => {
    await setUp();
    const schema = structuredClone(GOOD) as unknown as { properties: Record<string, unknown> };
    schema.properties.hasPet = { type: 'boolean' };
    delete schema.properties.zip;
    fs.writeFileSync(schemaFile(), JSON.stringify(schema, null, 2));
    const problems = (await run()).filter((p) => !p.message.includes('stale') && !p.message.includes('never'));
    expect(pointers(problems).sort()).toEqual([
      'fixture/v1.schema.json#/properties/hasPet',
      'fixture/v1.schema.json#/properties/zip',
    ]);
    expect(problems.map((p) => p.message).join('\n')).toMatch(
      /changed type from string to boolean without a version bump/,
    );
    expect(problems.map((p) => p.message).join('\n')).toMatch(/zip was removed from v1 without a version bump/);
  });

  it("accepts the project's own schemas", async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-check-'));
    const problems = await checkSchemas({
      schemaDir: path.resolve('schemas/forms'),
      localesDir: path.resolve('locales'),
      generatedDir: path.resolve('src/shared/generated/forms'),
    });
    expect(problems).toEqual([]);
  });
});
