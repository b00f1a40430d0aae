import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RAW_WRITE_ALLOW_LIST } from './rawWritesAllowList';
import { rawWriteViolations } from './rawWrites';

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'raw-writes-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const queue = { file: 'resources/jobs/queue.ts', statement: "updateTable('jobs')", count: 1, why: 'claims a job' };

describe('the raw write lint', () => {
  it('names a raw write outside migrations, demo data and tests, and lets those three be', () => {
    const root = tree({
      'resources/tags/server.ts':
        "const a = 1;\nawait db\n  .insertInto('tags')\n  .values(row);\nawait trx.deleteFrom( 'tags' ).execute();",
      'resources/tags/demo.ts': "await db.insertInto('tags').values(rows).execute();",
      'resources/accounts/lookup/directoryDemo.ts': "await db.insertInto('directory').values(rows).execute();",
      'resources/states/migration.ts': "await db.insertInto('states').values(rows).execute();",
      'resources/tags/server.test.ts': "await db.updateTable('tags').set(x).execute();",
    });
    expect(rawWriteViolations(root, [])).toEqual([
      { file: 'resources/tags/server.ts', line: 3, statement: "insertInto('tags')", problem: 'not allow-listed' },
      { file: 'resources/tags/server.ts', line: 5, statement: "deleteFrom('tags')", problem: 'not allow-listed' },
    ]);
  });

  it('lets an allow-listed statement stand as often as listed, with its comment beside it', () => {
    const commented = "// raw write: claims a job\nawait db.updateTable('jobs').set(x).execute();\n";
    const root = tree({ 'resources/jobs/queue.ts': commented });
    expect(rawWriteViolations(root, [queue])).toEqual([]);
    const twice = tree({ 'resources/jobs/queue.ts': commented + commented });
    expect(rawWriteViolations(twice, [queue])).toEqual([
      { file: 'resources/jobs/queue.ts', line: 4, statement: "updateTable('jobs')", problem: 'not allow-listed' },
    ]);
  });

  it('refuses an allow-listed statement without its comment', () => {
    const root = tree({ 'resources/jobs/queue.ts': "await db.updateTable('jobs').set(x).execute();" });
    expect(rawWriteViolations(root, [queue])).toEqual([
      { file: 'resources/jobs/queue.ts', line: 1, statement: "updateTable('jobs')", problem: 'no comment beside it' },
    ]);
  });

  it('refuses an entry the tree no longer holds as often as it says', () => {
    const root = tree({
      'resources/jobs/queue.ts': "// raw write: claims a job\nawait db.updateTable('jobs').set(x).execute();",
    });
    expect(rawWriteViolations(root, [{ ...queue, count: 2 }])).toEqual([
      { file: 'resources/jobs/queue.ts', line: 0, statement: "updateTable('jobs')", problem: 'listed but not there' },
    ]);
    expect(rawWriteViolations(tree({ 'resources/jobs/other.ts': '' }), [queue])).toEqual([
      { file: 'resources/jobs/queue.ts', line: 0, statement: "updateTable('jobs')", problem: 'listed but not there' },
    ]);
  });

  it('passes on this tree, and every entry says why', () => {
    expect(rawWriteViolations(process.cwd())).toEqual([]);
    for (const entry of RAW_WRITE_ALLOW_LIST) expect(entry.why.length).toBeGreaterThan(20);
  });
});
