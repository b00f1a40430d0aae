/**
 * The rating files: rating/<product>/v<n>.json, one folder per rated product, and rating/_products.json (the
 * product catalogue of spec 002 §1). The newest version of a product prices new calculations; older versions
 * stay readable so a quote explains itself with the file it was priced under. Files are re-read when they
 * change (by modification time), so an analyst's new version is live without a restart. RATING_DIR points the
 * catalogue at another folder (tests use a copy).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProductCatalogue, RatingProduct } from '../../shared/generated/rating';
import { ApiError, invalid } from '../http/apiError';
import { catalogueProblems, ratingFileProblems } from './ratingFileProblems';
import { fileVersions } from '../files/versionedFiles';

const VERSION_FILE = /^v([1-9][0-9]*)\.json$/;
const PRODUCT_FOLDER = /^[A-Za-z][A-Za-z0-9_]*$/;
export const CATALOGUE_FILE = '_products.json';

interface Cached {
  mtimeMs: number;
  value: unknown;
}

export class RatingCatalogue {
  private readonly files = new Map<string, Cached>();

  constructor(readonly dir: string) {}

  private static readonly byDir = new Map<string, RatingCatalogue>();

  /** The catalogue of RATING_DIR (default ./rating), one per folder. */
  static fromEnvironment(env: NodeJS.ProcessEnv = process.env): RatingCatalogue {
    const dir = path.resolve(env.RATING_DIR ?? 'rating');
    let catalogue = RatingCatalogue.byDir.get(dir);
    if (!catalogue) RatingCatalogue.byDir.set(dir, (catalogue = new RatingCatalogue(dir)));
    return catalogue;
  }

  /** A checked file, re-read and re-checked when it changes; a file that fails its check is a 500 naming it. */
  private read(file: string, check: (data: unknown) => { pointer: string; message: string }[]): unknown {
    const { mtimeMs } = fs.statSync(file);
    const cached = this.files.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.value;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const problems = check(value);
    if (problems.length)
      throw new ApiError(
        500,
        `The rating file ${path.relative(this.dir, file)} is invalid (${problems[0].pointer} ${problems[0].message}); run npm run rating:check`,
      );
    this.files.set(file, { mtimeMs, value });
    return value;
  }

  /** The product catalogue of spec 002 §1. */
  products(): ProductCatalogue['products'] {
    return (this.read(path.join(this.dir, CATALOGUE_FILE), catalogueProblems) as ProductCatalogue).products;
  }

  /** Products with at least one rating file, sorted. */
  ratedProducts(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && PRODUCT_FOLDER.test(entry.name) && this.versions(entry.name).length > 0)
      .map((entry) => entry.name)
      .sort();
  }

  /** The versions of a product's rating, ascending; none for an unknown product. */
  versions(product: string): number[] {
    if (!PRODUCT_FOLDER.test(product)) return [];
    const dir = path.join(this.dir, product);
    return fileVersions(dir, VERSION_FILE);
  }

  /**
   * A product's rating at a version (default: the newest). An unknown product is a 400 naming `field`, so
   * a request naming one is told which field is wrong.
   */
  product(code: string, version?: number, field = 'product'): RatingProduct {
    const versions = this.versions(code);
    if (!versions.length) throw invalid([{ field, detail: `Product ${code} has no rater` }]);
    const chosen = version ?? versions[versions.length - 1];
    if (!versions.includes(chosen))
      throw invalid([{ field, detail: `Product ${code} has no rating version ${chosen}` }]);
    return this.read(path.join(this.dir, code, `v${chosen}.json`), (data) =>
      ratingFileProblems(data, { folder: code, version: chosen }),
    ) as RatingProduct;
  }
}
