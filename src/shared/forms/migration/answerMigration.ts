/**
 * An answer migration: how answers given under one version of a form become answers to the next, written by an
 * analyst beside the versions as `schemas/forms/<form>/v<n>.migration.json`. A small declarative language of
 * steps applied in order:
 *
 *   {"rename":  {"from": "oldQuestion", "to": "newQuestion"}}
 *   {"map":     {"question": "q", "values": {"OLD": "NEW"}, "keep": ["UNCHANGED"]}}
 *   {"default": {"question": "newRequiredQuestion", "value": "UNKNOWN"}}
 *   {"drop":    {"question": "q"}}
 *   {"derive":  {"question": "q", "op": "sum" | "difference" | "copy" | "allYes" | "anyYes", "from": ["a", "b"]}}
 */
export type DeriveOperation = 'sum' | 'difference' | 'copy' | 'allYes' | 'anyYes';
export const DERIVE_OPERATIONS: readonly DeriveOperation[] = ['sum', 'difference', 'copy', 'allYes', 'anyYes'];

type Json = string | number | boolean | null;

export type MigrationStep =
  | { rename: { from: string; to: string } }
  | { map: { question: string; values: Record<string, Json>; keep?: Json[] } }
  | { default: { question: string; value: Json } }
  | { drop: { question: string } }
  | { derive: { question: string; op: DeriveOperation; from: string[] } };

export interface AnswerMigration {
  /** `<form>/v<to>`: names the migration in history and in `--revert`. */
  id: string;
  form: string;
  from: number;
  to: number;
  notes?: string;
  steps: MigrationStep[];
}

/** Where a step reads or writes a question: what the check compares with the two versions' questions. */
export interface StepQuestions {
  /** Questions of the version migrated from. */
  reads: string[];
  /** Questions of the version migrated to. */
  writes: string[];
}

export function stepQuestions(step: MigrationStep): StepQuestions {
  if ('rename' in step) return { reads: [step.rename.from], writes: [step.rename.to] };
  if ('map' in step) return { reads: [step.map.question], writes: [step.map.question] };
  if ('default' in step) return { reads: [], writes: [step.default.question] };
  if ('drop' in step) return { reads: [step.drop.question], writes: [] };
  return { reads: step.derive.from, writes: [step.derive.question] };
}

export const migrationId = (form: string, to: number) => `${form}/v${to}`;
