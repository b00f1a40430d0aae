/**
 * Applies a migration to one record's answers, in memory. Either every step applies (`ok`) or the record needs
 * a person, with the reasons (a value the map does not cover, a rename onto an answered question, a derivation
 * from answers that are not numbers or yes/no). Validation against the target version is the caller's.
 */
import type { AnswerMigration, DeriveOperation, MigrationStep } from './answerMigration';

type Answers = Record<string, unknown>;

export type MigrationResult = { ok: true; answers: Answers } | { ok: false; needsPerson: true; reasons: string[] };

const present = (answers: Answers, question: string) => answers[question] !== undefined;
const isYes = (value: unknown) => value === true || value === 'YES';
const isYesNo = (value: unknown) => typeof value === 'boolean' || value === 'YES' || value === 'NO';

function derive(op: DeriveOperation, values: unknown[]): { value: unknown } | { reason: string } {
  if (op === 'copy') return { value: values[0] };
  if (op === 'allYes' || op === 'anyYes') {
    if (!values.every(isYesNo)) return { reason: 'is derived from answers that are not yes/no' };
    return { value: (op === 'allYes' ? values.every(isYes) : values.some(isYes)) ? 'YES' : 'NO' };
  }
  if (!values.every((v) => typeof v === 'number' && Number.isFinite(v)))
    return { reason: 'is derived from answers that are not numbers' };
  const numbers = values as number[];
  return { value: op === 'sum' ? numbers.reduce((a, b) => a + b, 0) : numbers[0] - numbers[1] };
}

function apply(step: MigrationStep, answers: Answers, reasons: string[]): void {
  if ('rename' in step) {
    const { from, to } = step.rename;
    if (!present(answers, from)) return;
    if (present(answers, to)) {
      reasons.push(`${to}: already answered, so ${from} cannot be renamed onto it`);
      return;
    }
    answers[to] = answers[from];
    delete answers[from];
  } else if ('map' in step) {
    const { question, values, keep } = step.map;
    if (!present(answers, question)) return;
    const value = answers[question];
    const key = String(value);
    if (typeof value !== 'object' && Object.prototype.hasOwnProperty.call(values, key)) answers[question] = values[key];
    else if (!(keep ?? []).some((kept) => kept === value))
      reasons.push(`${question}: no mapping for ${JSON.stringify(value)}`);
  } else if ('default' in step) {
    if (!present(answers, step.default.question)) answers[step.default.question] = step.default.value;
  } else if ('drop' in step) {
    delete answers[step.drop.question];
  } else {
    const { question, op, from } = step.derive;
    if (!from.every((q) => present(answers, q))) return;
    const result = derive(
      op,
      from.map((q) => answers[q]),
    );
    if ('reason' in result) reasons.push(`${question}: ${result.reason}`);
    else answers[question] = result.value;
  }
}

export function migrateAnswers(answers: Readonly<Answers>, migration: AnswerMigration): MigrationResult {
  const next: Answers = structuredClone({ ...answers });
  const reasons: string[] = [];
  for (const step of migration.steps) apply(step, next, reasons);
  return reasons.length ? { ok: false, needsPerson: true, reasons } : { ok: true, answers: next };
}
