/**
 * The IRPM (individual risk premium modification) of spec 002 §3, §5, §9: seven characteristics in percent,
 * each between the state's min and max fraction × 100 (else "Invalid"), positive = DEBIT, zero or negative =
 * CREDIT; the modifier is 1 + sum / 100 to 10 decimals. The project also keeps the sum within the same bounds,
 * so the modifier stays within the state's [1 + min, 1 + max].
 */
import type { FieldError } from '../api/types';
import { IRPM_CHARACTERISTICS, type IrpmCharacteristic } from './calculatorConstants';

export type IrpmValues = Partial<Record<IrpmCharacteristic, number>>;
export interface IrpmBounds {
  min: number;
  max: number;
}

export const IRPM_INVALID = 'Invalid';

export const irpmKind = (value: number): 'DEBIT' | 'CREDIT' => (value > 0 ? 'DEBIT' : 'CREDIT');

const sumOf = (values: IrpmValues): number => IRPM_CHARACTERISTICS.reduce((sum, key) => sum + (values[key] ?? 0), 0);

/** 1 + sum/100, rounded to 10 decimals. */
export function irpmModifier(values: IrpmValues): number {
  return Math.round((1 + sumOf(values) / 100) * 1e10) / 1e10;
}

/** Each characteristic out of the bounds (or not a finite number) is "Invalid"; a sum out of them names `irpm`. */
export function irpmErrors(values: IrpmValues, bounds: IrpmBounds, prefix = ''): FieldError[] {
  const low = Math.round(bounds.min * 100 * 1e6) / 1e6;
  const high = Math.round(bounds.max * 100 * 1e6) / 1e6;
  const errors: FieldError[] = [];
  for (const key of IRPM_CHARACTERISTICS) {
    const value = values[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < low || value > high)
      errors.push({ field: `${prefix}${key}`, detail: IRPM_INVALID });
  }
  if (errors.length) return errors;
  const sum = sumOf(values);
  if (sum < low || sum > high)
    errors.push({
      field: prefix ? prefix.slice(0, -1) : 'irpm',
      detail: `The IRPM total must lie between ${low} and ${high}`,
    });
  return errors;
}
