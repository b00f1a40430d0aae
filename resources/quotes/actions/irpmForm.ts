/**
 * The IRPM editor's arithmetic (spec 002 §5, §9), over the shared rules of src/shared/rating/irpm.ts: the seven
 * characteristics as typed, DEBIT or CREDIT for each, "Invalid" outside the state's bounds, the modifier.
 */
import { IRPM_CHARACTERISTICS, type IrpmCharacteristic } from '../../../src/shared/rating/calculatorConstants';
import {
  IRPM_INVALID,
  irpmErrors,
  irpmKind,
  irpmModifier,
  type IrpmBounds,
  type IrpmValues,
} from '../../../src/shared/rating/irpm';

export type IrpmEntries = Partial<Record<IrpmCharacteristic, string>>;

export interface IrpmView {
  values: IrpmValues;
  kinds: Partial<Record<IrpmCharacteristic, 'DEBIT' | 'CREDIT'>>;
  /** "Invalid" per characteristic, and a message for the total (`irpm`). */
  errors: Partial<Record<IrpmCharacteristic | 'irpm', string>>;
  modifier: number;
}

export function irpmView(entries: IrpmEntries, bounds: IrpmBounds | undefined): IrpmView {
  const values: IrpmValues = {};
  const errors: IrpmView['errors'] = {};
  const kinds: IrpmView['kinds'] = {};
  for (const key of IRPM_CHARACTERISTICS) {
    const typed = entries[key]?.trim();
    if (!typed) continue;
    const value = Number(typed);
    if (!Number.isFinite(value)) {
      errors[key] = IRPM_INVALID;
      continue;
    }
    values[key] = value;
    kinds[key] = irpmKind(value);
  }
  if (bounds)
    for (const error of irpmErrors(values, bounds)) errors[error.field as IrpmCharacteristic | 'irpm'] = error.detail;
  return { values, kinds, errors, modifier: irpmModifier(values) };
}

/** The entries a quote's stored IRPM opens the editor with. */
export function entriesOf(stored: unknown): IrpmEntries {
  if (!stored || typeof stored !== 'object') return {};
  const entries: IrpmEntries = {};
  for (const key of IRPM_CHARACTERISTICS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'number') entries[key] = String(value);
  }
  return entries;
}
