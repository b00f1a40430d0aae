/** A coverage line of a priced quote, as its stored rating keeps it (`rating.coverages`). */
export interface PricedCoverage {
  id: number;
  key: string;
  name: string;
  selected: boolean;
  /** The line's limit: its sublimit under the policy's aggregate limit. */
  limit: number;
  deductible: number;
  /** Hours; time-element lines only. */
  waitingPeriod?: number;
  /** Liability lines only; -1 = Full Prior Acts. */
  retroActivePeriod?: number;
  /** What it adds to the coverage factor when selected. */
  load: number;
}
