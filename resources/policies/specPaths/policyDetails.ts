/**
 * A policy with its priced cover, as `GET /P250/details/{id}` answers it (spec 002 "GET /P250/details/{id}"; its
 * shape is not shown, decided): the policy record, its rating version, each coverage of the calculator in the rating
 * file's order with its name, and the premium breakdown the rater stored — what a policy's details page reads.
 */
import { coverageCatalogue, storedRating } from '../../../src/server/documents/storedRating';
import type { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { PolicyRecord } from '../../../src/shared/generated/records';

export interface PolicyCoverage {
  id: string;
  name: string;
  selected: boolean;
  limit: number | null;
  deductible: number | null;
}

export function policyDetails(policy: StoredRecord<PolicyRecord>, catalogue: RatingCatalogue) {
  const rating = storedRating((policy.details ?? {}) as Record<string, unknown>);
  const names = coverageCatalogue(catalogue, rating?.ratingVersion);
  const coverages: PolicyCoverage[] = Object.entries(rating?.calculator?.coverages ?? {})
    .map(([id, state]) => ({
      id,
      name: names.get(id)?.name ?? id,
      selected: state.selected,
      limit: state.limit ?? null,
      deductible: state.deductible ?? null,
    }))
    .sort((a, b) => (names.get(a.id)?.order ?? Infinity) - (names.get(b.id)?.order ?? Infinity));
  return {
    ...policy,
    ratingVersion: rating?.ratingVersion ?? null,
    limit: rating?.calculator?.limit ?? null,
    deductible: rating?.calculator?.deductible ?? null,
    coverages,
    premiumBreakdown: rating?.breakdown ?? [],
  };
}
