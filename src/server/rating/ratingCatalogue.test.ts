// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiError } from '../http/apiError';
import { RatingCatalogue } from './ratingCatalogue';

describe('the rating catalogue (a copy of rating/)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rating-catalogue-'));
    fs.cpSync(path.resolve('rating'), dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const refusal = (act: () => unknown): ApiError => {
    try {
      act();
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('not refused');
  };

  it('lists the rated products and their versions; the newest prices, an older one stays readable', () => {
    const catalogue = new RatingCatalogue(dir);
    expect(catalogue.ratedProducts()).toEqual(['P100', 'P250']);
    const v2 = JSON.parse(fs.readFileSync(path.join(dir, 'P250/v1.json'), 'utf8'));
    v2.version = 2;
    fs.writeFileSync(path.join(dir, 'P250/v2.json'), JSON.stringify(v2));
    expect(catalogue.versions('P250')).toEqual([1, 2]);
    expect(catalogue.product('P250').version).toBe(2);
    expect(catalogue.product('P250', 1).version).toBe(1);
    expect(catalogue.products().find((p) => p.code === 'P250_S')?.displayName).toBe('Prime 250 Excess');
  });

  it('re-reads a file an analyst changed, without a restart', () => {
    const catalogue = new RatingCatalogue(dir);
    expect(catalogue.product('P100').premium.stateFactors.states?.CA).toBe(1.08);
    const file = path.join(dir, 'P100/v1.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"CA": 1.08', '"CA": 1.09'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(catalogue.product('P100').premium.stateFactors.states?.CA).toBe(1.09);
  });

  it('refuses to price with a file that fails its check (500 naming it) and names the field for an unknown product', () => {
    const file = path.join(dir, 'P100/v1.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('"defaultDeductible": 25000', '"defaultDeductible": 30000'),
    );
    const broken = refusal(() => new RatingCatalogue(dir).product('P100'));
    expect(broken.status).toBe(500);
    expect(broken.detail).toBe(
      'The rating file P100/v1.json is invalid (/globals/default/defaultDeductible default deductible 30000 is not among the deductibles); run npm run rating:check',
    );
    const unknown = refusal(() => new RatingCatalogue(dir).product('ZSP', undefined, 'rating.input.product'));
    expect(unknown.errors).toEqual([{ field: 'rating.input.product', detail: 'Product ZSP has no rater' }]);
  });
});
