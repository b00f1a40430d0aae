import type { RatingProduct } from '../../shared/generated/rating';
import type { CalculatorInput } from '../../shared/rating/calculatorInput';
import type { PricedCoverage } from '../../shared/rating/pricedCoverage';

/**
 * Every coverage line of a priced input, named as the rating file names it, in the file's order: whether it is
 * selected, its limit (the line's sublimit), deductible, waiting period and retroactive period as priced, and the
 * load it adds to the coverage factor.
 */
export const pricedCoverages = (product: RatingProduct, input: CalculatorInput): PricedCoverage[] =>
  [...product.coverages]
    .sort((a, b) => a.group - b.group || a.order - b.order)
    .flatMap((coverage) => {
      const line = input.coverages[coverage.id];
      if (!line) return [];
      return [
        {
          id: coverage.id,
          key: coverage.key,
          name: coverage.name,
          selected: line.selected,
          limit: line.limit,
          deductible: line.deductible,
          ...(line.waitingPeriod !== undefined ? { waitingPeriod: line.waitingPeriod } : {}),
          ...(line.retroActivePeriod !== undefined ? { retroActivePeriod: line.retroActivePeriod } : {}),
          load: coverage.load,
        },
      ];
    });
