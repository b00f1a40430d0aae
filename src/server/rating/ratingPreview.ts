/**
 * What a new rating version would do to the open quotes of its product (READY, REFERRED, INDICATION): each is
 * priced from its stored input as priced, with the version it was priced under and with the new one, through
 * the rater's own `price`. Writes nothing.
 */
import type { Kysely } from 'kysely';
import type { CalculatorInput } from '../../shared/rating/calculatorInput';
import type { Database } from '../db/tables';
import { price, toCents, type FactorName } from './price';
import type { PricedRating } from './pricedRating';
import type { RatingCatalogue } from './ratingCatalogue';

export const OPEN_QUOTE_STATUSES = ['READY', 'REFERRED', 'INDICATION'];

export interface QuoteChange {
  quoteId: string;
  quoteNumber: string | null;
  before: number;
  after: number;
  change: number;
  /** The factors whose values differ: before and after. */
  factors: { factor: FactorName; before: number; after: number }[];
}

export interface RatingPreview {
  product: string;
  version: number;
  quotes: number;
  up: number;
  down: number;
  unchanged: number;
  /** Quotes without a stored input or that the new version refuses (with why). */
  notPriced: { quoteId: string; reason: string }[];
  medianChange: number;
  largest: QuoteChange[];
}

const median = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : toCents((sorted[mid - 1] + sorted[mid]) / 2);
};

export async function previewRating(
  db: Kysely<Database>,
  catalogue: RatingCatalogue,
  product: string,
  version: number,
): Promise<RatingPreview> {
  const next = catalogue.product(product, version);
  const quotes = await db
    .selectFrom('quotes')
    .select(['id', 'quoteNumber', 'rating'])
    .where('product', '=', product)
    .where('status', 'in', OPEN_QUOTE_STATUSES)
    .orderBy('id')
    .execute();
  const changes: QuoteChange[] = [];
  const notPriced: RatingPreview['notPriced'] = [];
  for (const quote of quotes) {
    const rating = quote.rating as unknown as PricedRating | null;
    const priced = rating?.calculator as CalculatorInput | undefined;
    if (!rating || !priced) {
      notPriced.push({ quoteId: quote.id, reason: 'not priced by the rater' });
      continue;
    }
    try {
      const oldVersion = Number(/\/v(\d+)$/.exec(rating.ratingVersion)?.[1]);
      const before = price(catalogue.product(product, oldVersion), priced);
      const after = price(next, priced);
      const factors = after.breakdown
        .map((line, i) => ({ factor: line.factor, before: before.breakdown[i].value, after: line.value }))
        .filter((f) => f.before !== f.after);
      changes.push({
        quoteId: quote.id,
        quoteNumber: quote.quoteNumber === null ? null : String(quote.quoteNumber),
        before: before.totalPremium,
        after: after.totalPremium,
        change: toCents(after.totalPremium - before.totalPremium),
        factors,
      });
    } catch (error) {
      notPriced.push({ quoteId: quote.id, reason: (error as Error).message });
    }
  }
  return {
    product,
    version,
    quotes: quotes.length,
    up: changes.filter((c) => c.change > 0).length,
    down: changes.filter((c) => c.change < 0).length,
    unchanged: changes.filter((c) => c.change === 0).length,
    notPriced,
    medianChange: median(changes.map((c) => c.change)),
    largest: [...changes].sort((a, b) => Math.abs(b.change) - Math.abs(a.change)).slice(0, 10),
  };
}

export function previewLines(preview: RatingPreview): string[] {
  const lines = [
    `${preview.product} v${preview.version} against the open quotes' own versions (nothing written)`,
    `  open quotes: ${preview.quotes}; up ${preview.up}, down ${preview.down}, unchanged ${preview.unchanged}, not priced ${preview.notPriced.length}`,
    `  median change: ${preview.medianChange}; largest: ${preview.largest[0]?.change ?? 0}`,
  ];
  if (preview.largest.length) lines.push('  largest changes:');
  for (const c of preview.largest)
    lines.push(
      `    ${c.quoteNumber ?? c.quoteId}: ${c.before} → ${c.after} (${c.change > 0 ? '+' : ''}${c.change})${c.factors.map((f) => ` ${f.factor} ${f.before}→${f.after}`).join(',')}`,
    );
  for (const n of preview.notPriced) lines.push(`  not priced ${n.quoteId}: ${n.reason}`);
  return lines;
}
