// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkRatingDir } from './checkRating';

const run = promisify(execFile);
const RATING = path.resolve('rating');

/** `npm run rating:check` on a copy of rating/ (the real files are never touched). */
async function ratingCheck(dir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/tools/rating/ratingCheckCommand.ts'], {
      env: { ...process.env, RATING_DIR: dir },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const messages = (dir: string) =>
  checkRatingDir(dir).map((p) => `${path.relative(dir, p.file)}#${p.pointer}: ${p.message}`);

describe('npm run rating:check', { timeout: 120_000 }, () => {
  let copy: string;
  const edit = (file: string, change: (data: any) => void) => {
    const full = path.join(copy, file);
    const data = JSON.parse(fs.readFileSync(full, 'utf8'));
    change(data);
    fs.writeFileSync(full, JSON.stringify(data, null, 2));
  };
  beforeEach(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rating-check-'));
    fs.cpSync(RATING, copy, { recursive: true });
  });
  afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('passes the project’s own files and fails (exit 1, naming file and pointer) on a broken copy', async () => {
    expect(await ratingCheck(copy)).toMatchObject({ code: 0 });
    edit('P250/v1.json', (data) => (data.coverages[4].load = 'six percent'));
    const broken = await ratingCheck(copy);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/P250\/v1\.json#\/coverages\/4\/load: must be number/);
  });

  it('refuses a duplicate coverage id, a preset naming a missing coverage and a limit without a factor', () => {
    edit('P250/v1.json', (data) => {
      data.coverages[5].id = data.coverages[4].id;
      data.presets[1].coverages.push('NO_SUCH_LINE');
      delete data.premium.limitFactors['2500000'];
    });
    expect(messages(copy)).toEqual([
      'P250/v1.json#/coverages: coverage id 5 is used twice',
      'P250/v1.json#/presets/1/coverages: preset POPULAR names coverage NO_SUCH_LINE, which the product does not have',
      'P250/v1.json#/premium/limitFactors: no limit factor for 2500000 (offered at /globals/default)',
    ]);
  });

  it('refuses a file whose name or folder disagrees with its content, a duplicate key, and an unlisted product', () => {
    fs.copyFileSync(path.join(copy, 'P250/v1.json'), path.join(copy, 'P250/v2.json'));
    fs.mkdirSync(path.join(copy, 'P999'));
    fs.writeFileSync(path.join(copy, 'P999/v1.json'), '{"product": "P999", "product": "P999"}');
    expect(messages(copy)).toEqual(
      expect.arrayContaining([
        'P250/v2.json#/version: version 1 is in the file v2.json',
        'P999#: product P999 is not in _products.json',
        'P999/v1.json#/product: duplicate key: the earlier one is silently lost',
      ]),
    );
  });
});
