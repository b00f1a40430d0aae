/**
 * A global value brought into one coverage's options (spec 002 §4: "setting a global deductible or waiting
 * period clamps each coverage to its option range"): below the smallest option → the smallest; above the
 * largest → the largest; in between → the largest option not above it (never more than was asked).
 */
export function clampToOptions(value: number, options: readonly number[]): number {
  const sorted = [...options].sort((a, b) => a - b);
  if (value <= sorted[0]) return sorted[0];
  let chosen = sorted[0];
  for (const option of sorted) if (option <= value) chosen = option;
  return chosen;
}

/** min, min + step, …, max. */
export function steppedOptions(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  for (let value = min; value <= max; value += step) out.push(value);
  return out;
}
