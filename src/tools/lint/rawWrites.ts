/**
 * Rows through the store: outside migrations and demo data, a file of `resources/` writes a table only through a
 * resource's store. A raw `insertInto` / `updateTable` / `deleteFrom` is allowed where the allow-list
 * (rawWritesAllowList.ts) names its file and statement with the reason, and a `// raw write:` comment beside the
 * statement (on its line or in the four lines above) says why too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RAW_WRITE_ALLOW_LIST, SEED_OR_MIGRATION, type AllowedRawWrite } from './rawWritesAllowList';

export interface RawWriteViolation {
  file: string;
  line: number;
  statement: string;
  problem: 'not allow-listed' | 'no comment beside it' | 'listed but not there';
}

const SOURCE = /\.ts$/;
const TEST = /\.test\.ts$/;
/** `insertInto('table')`, `updateTable(assignment.table)`, `deleteFrom('table')`, spaces normalised away. */
const RAW_WRITE = /\b(insertInto|updateTable|deleteFrom)\(\s*([^)]*?)\s*\)/g;
export const COMMENT_MARK = '// raw write:';
const COMMENT_WINDOW = 4;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

/** The raw writes of one file, in order: the statement as written (`insertInto('tags')`) and its line. */
export function rawWritesOf(text: string): { statement: string; line: number }[] {
  const found: { statement: string; line: number }[] = [];
  for (const match of text.matchAll(RAW_WRITE)) {
    found.push({
      statement: `${match[1]}(${match[2].replace(/"/g, "'")})`,
      line: text.slice(0, match.index).split('\n').length,
    });
  }
  return found;
}

/**
 * Every raw write of `resources/` the allow-lists do not hold (a statement written more often in a file than its
 * entry's `count` is one too many), every allow-listed one without its comment, and every entry the tree no longer
 * holds as often as it says (a statement moved into the store takes its entry with it, so the lists stay true).
 */
export function rawWriteViolations(
  root: string,
  allowed: readonly AllowedRawWrite[] = RAW_WRITE_ALLOW_LIST,
): RawWriteViolation[] {
  const violations: RawWriteViolation[] = [];
  const written = new Map<string, number>();
  for (const full of sourceFiles(path.join(root, 'resources'))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    if (SEED_OR_MIGRATION.test(file)) continue;
    const text = fs.readFileSync(full, 'utf8');
    const lines = text.split('\n');
    const seen = new Map<string, number>();
    for (const { statement, line } of rawWritesOf(text)) {
      const nth = (seen.get(statement) ?? 0) + 1;
      seen.set(statement, nth);
      written.set(`${file} ${statement}`, nth);
      const holds = (entry: AllowedRawWrite) => entry.file === file && entry.statement === statement;
      const allowedCount = allowed.filter(holds).reduce((sum, entry) => sum + entry.count, 0);
      if (nth > allowedCount) violations.push({ file, line, statement, problem: 'not allow-listed' });
      else if (!lines.slice(Math.max(0, line - 1 - COMMENT_WINDOW), line).some((text) => text.includes(COMMENT_MARK))) {
        violations.push({ file, line, statement, problem: 'no comment beside it' });
      }
    }
  }
  const listed = new Map<string, number>();
  for (const entry of allowed) {
    const key = `${entry.file} ${entry.statement}`;
    listed.set(key, (listed.get(key) ?? 0) + entry.count);
  }
  for (const [key, count] of listed) {
    if ((written.get(key) ?? 0) >= count) continue;
    const [file, statement] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
    violations.push({ file, line: 0, statement, problem: 'listed but not there' });
  }
  return violations;
}
