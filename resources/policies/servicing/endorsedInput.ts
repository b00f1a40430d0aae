/**
 * What a midterm endorsement changes in the policy's calculator input: the scalar options (limit, deductible,
 * waiting period, retroactive period) and the coverage lines by id, each compared with the input as it was priced.
 * A coverage line the body names is added (`selected: true`), removed (`selected: false`) or changed (its limit,
 * deductible, waiting period or retroactive terms); the lines it does not name keep their selection and whatever
 * the original request set for them, so a sublimit derived from the policy limit still follows a new limit.
 */
import { CUSTOM_PRESET } from '../../../src/shared/rating/calculatorConstants';
import type { CalculatorInput } from '../../../src/shared/rating/calculatorInput';
import type { ApiRecord } from '../../../src/shared/api/types';

export const ENDORSABLE_OPTIONS = ['limit', 'deductible', 'waitingPeriod', 'retroActivePeriod'] as const;

export type EndorsedChanges = Record<string, { from: unknown; to: unknown }>;

type Line = Record<string, unknown>;

/** The fields of `asked` whose value differs from the priced line (a line not priced is all new). */
function lineChange(priced: Line | undefined, asked: Line): { from: Line; to: Line } | undefined {
  const differing = Object.keys(asked).filter((field) => asked[field] !== priced?.[field]);
  if (!differing.length) return undefined;
  return {
    from: Object.fromEntries(differing.map((field) => [field, priced?.[field] ?? null])),
    to: Object.fromEntries(differing.map((field) => [field, asked[field]])),
  };
}

/** The changes the body asks for, against the input as priced; each coverage line under `coverages.<id>`. */
export function endorsedChanges(priced: CalculatorInput, body: ApiRecord): EndorsedChanges {
  const changes: EndorsedChanges = {};
  for (const field of ENDORSABLE_OPTIONS)
    if (body[field] !== undefined && body[field] !== priced[field])
      changes[field] = { from: priced[field], to: body[field] };
  const lines = (body.coverages ?? {}) as Record<string, Line>;
  for (const [id, asked] of Object.entries(lines)) {
    const change = lineChange(priced.coverages[id] as unknown as Line | undefined, asked);
    if (change) changes[`coverages.${id}`] = change;
  }
  return changes;
}

/** The request to re-price: the original one with the changed options and, when a line changes, every line's selection. */
export function endorsedInput(original: ApiRecord, priced: CalculatorInput, changes: EndorsedChanges): ApiRecord {
  const input: ApiRecord = { ...original };
  for (const field of ENDORSABLE_OPTIONS) if (changes[field]) input[field] = changes[field].to;
  const changedLines = Object.keys(changes).filter((key) => key.startsWith('coverages.'));
  if (!changedLines.length) return input;
  const asked = (original.coverages ?? {}) as Record<string, Line>;
  const coverages: Record<string, Line> = {};
  for (const [id, line] of Object.entries(priced.coverages)) coverages[id] = { ...asked[id], selected: line.selected };
  for (const key of changedLines) {
    const id = key.slice('coverages.'.length);
    coverages[id] = { ...coverages[id], ...(changes[key].to as Line) };
    if (coverages[id].selected === undefined) coverages[id].selected = false;
  }
  return { ...input, preset: CUSTOM_PRESET, coverages };
}
