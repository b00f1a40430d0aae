/**
 * TRIA (Terrorism Risk Insurance Act) rules: TRIA is a coverage line, selected by default in every preset.
 * Leaving it out is a rejection, which needs the attestation "TRIA rejection is attached with signed
 * application"; in the boost versions the product names (V4, spec 002 §9 "TRIA mandatory in V4") it cannot
 * be left out at all.
 */
import type { FieldError } from '../api/types';
import { TRIA_REJECTION_ATTESTATION } from './calculatorConstants';

export interface TriaChoice {
  /** TRIA line selected. */
  selected: boolean;
  boostVersion?: string;
  triaRejectionAttested?: boolean;
}

export const triaMandatory = (boostVersion: string | undefined, mandatoryIn: readonly string[]): boolean =>
  boostVersion !== undefined && mandatoryIn.includes(boostVersion);

export const TRIA_MANDATORY = (boostVersion: string) => `TRIA is mandatory in ${boostVersion}`;
export const TRIA_ATTESTATION_NEEDED = `Confirm: ${TRIA_REJECTION_ATTESTATION}`;

/** What refuses a TRIA choice; `coverageField` names the TRIA line (coverages.<id>). */
export function triaErrors(choice: TriaChoice, mandatoryIn: readonly string[], coverageField: string): FieldError[] {
  if (choice.selected) return [];
  if (triaMandatory(choice.boostVersion, mandatoryIn))
    return [{ field: coverageField, detail: TRIA_MANDATORY(choice.boostVersion!) }];
  if (choice.triaRejectionAttested !== true)
    return [{ field: 'triaRejectionAttested', detail: TRIA_ATTESTATION_NEEDED }];
  return [];
}
