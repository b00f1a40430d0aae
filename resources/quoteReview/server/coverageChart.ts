/**
 * The coverage chart of the review page (spec 002 §3 "Coverage chart (wholesale review)"): the quote's selected
 * coverage lines, as priced (its stored rating), named from the rating file it was priced with, in the spec's
 * five groups.
 */
import type { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import { CHART_GROUPS, type ChartCoverage, type ChartGroup } from '../reviewAnswer';
import type { ApiRecord } from '../../../src/shared/api/types';

const THIRD_PARTY = [
  'LIABILITY',
  'PCI',
  'REGULATORY',
  'MEDIA_LIABILITY',
  'CCPA',
  'GDPR',
  'TECH_ENO',
  'CONTINGENT_BODILY_INJURY',
  'CONTRACTUAL_DAMAGES',
];
const ADDITIONAL_INSURED = ['ADDITIONAL_INSURED', 'BLANKET_AI'];

/** The chart group of a coverage of the rating file (its catalogue group 1–7 and key). */
export function chartGroupOf(key: string, catalogueGroup: number): ChartGroup {
  if (key === 'TRIA') return 'TRIA';
  if (ADDITIONAL_INSURED.includes(key)) return 'Additional Named Insured';
  if (THIRD_PARTY.includes(key)) return 'Third Party Coverages';
  if (catalogueGroup >= 6 || key === 'BREACH_FUND_ENDORSEMENT') return 'Endorsements';
  return 'First Party Coverages';
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The groups with at least one selected line; empty for a quote without a stored rating. */
export function coverageChart(
  catalogue: RatingCatalogue,
  product: string,
  rating: unknown,
): { group: ChartGroup; coverages: ChartCoverage[] }[] {
  const stored = rating as { ratingVersion?: string; calculator?: { coverages?: Record<string, ApiRecord> } } | null;
  const lines = stored?.calculator?.coverages;
  if (!lines) return [];
  const version = Number(/\/v(\d+)$/.exec(stored.ratingVersion ?? '')?.[1]);
  let file;
  try {
    file = catalogue.product(product, Number.isFinite(version) ? version : undefined);
  } catch {
    return [];
  }
  const byGroup = new Map<ChartGroup, ChartCoverage[]>();
  for (const coverage of [...file.coverages].sort((a, b) => a.group - b.group || a.order - b.order)) {
    const line = lines[String(coverage.id)];
    if (!line?.selected) continue;
    const group = chartGroupOf(coverage.key, coverage.group);
    byGroup.set(group, [
      ...(byGroup.get(group) ?? []),
      {
        id: coverage.id,
        key: coverage.key,
        name: coverage.name,
        limit: num(line.limit),
        deductible: num(line.deductible),
        waitingPeriod: num(line.waitingPeriod),
        retroactivePeriod: num(line.retroActivePeriod),
      },
    ]);
  }
  return CHART_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({ group, coverages: byGroup.get(group)! }));
}
