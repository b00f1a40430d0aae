/** Reads a migration file's JSON into a typed AnswerMigration, or names each thing wrong with it by pointer. */
import { DERIVE_OPERATIONS, migrationId, type AnswerMigration, type MigrationStep } from './answerMigration';

export interface MigrationProblem {
  pointer: string;
  message: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const isName = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z][A-Za-z0-9_.]*$/.test(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function parseStep(raw: unknown, pointer: string, problems: MigrationProblem[]): MigrationStep | undefined {
  const fail = (message: string, at = pointer) => {
    problems.push({ pointer: at, message });
    return undefined;
  };
  if (!isNode(raw) || Object.keys(raw).length !== 1) return fail('a step is one of rename, map, default, drop, derive');
  const [kind, body] = Object.entries(raw)[0];
  const at = `${pointer}/${kind}`;
  if (!isNode(body)) return fail('must be an object', at);
  switch (kind) {
    case 'rename':
      if (!isName(body.from) || !isName(body.to)) return fail('needs "from" and "to" question names', at);
      return { rename: { from: body.from, to: body.to } };
    case 'map': {
      if (!isName(body.question)) return fail('needs "question"', at);
      if (!isNode(body.values) || !Object.values(body.values).every(isScalar))
        return fail('needs "values": {old: new}', at);
      if (body.keep !== undefined && !(Array.isArray(body.keep) && body.keep.every(isScalar)))
        return fail('"keep" is a list of values', at);
      return {
        map: {
          question: body.question,
          values: body.values as Record<string, string | number | boolean | null>,
          ...(body.keep ? { keep: body.keep as (string | number | boolean | null)[] } : {}),
        },
      };
    }
    case 'default':
      if (!isName(body.question) || !('value' in body) || !isScalar(body.value))
        return fail('needs "question" and a "value"', at);
      return { default: { question: body.question, value: body.value as string | number | boolean | null } };
    case 'drop':
      if (!isName(body.question)) return fail('needs "question"', at);
      return { drop: { question: body.question } };
    case 'derive':
      if (!isName(body.question)) return fail('needs "question"', at);
      if (!DERIVE_OPERATIONS.includes(body.op as never))
        return fail(`"op" is one of ${DERIVE_OPERATIONS.join(', ')}`, at);
      if (!Array.isArray(body.from) || !body.from.length || !body.from.every(isName))
        return fail('needs "from": the questions it is derived from', at);
      if ((body.op === 'copy' && body.from.length !== 1) || (body.op === 'difference' && body.from.length !== 2))
        return fail(`"${String(body.op)}" takes ${body.op === 'copy' ? 'one question' : 'two questions'}`, at);
      return { derive: { question: body.question, op: body.op as never, from: body.from as string[] } };
    default:
      return fail(`unknown step "${kind}" (rename, map, default, drop, derive)`);
  }
}

/** `form` and `to` come from the file's place (`<form>/v<to>.migration.json`); the file must agree with them. */
export function parseMigration(
  raw: unknown,
  place: { form: string; to: number },
): { migration: AnswerMigration; problems: [] } | { migration?: undefined; problems: MigrationProblem[] } {
  const problems: MigrationProblem[] = [];
  if (!isNode(raw)) return { problems: [{ pointer: '', message: 'a migration is a JSON object' }] };
  const allowed = new Set(['$comment', 'form', 'from', 'to', 'notes', 'steps']);
  for (const key of Object.keys(raw))
    if (!allowed.has(key)) problems.push({ pointer: `/${key}`, message: 'unknown key' });
  if (raw.form !== place.form) problems.push({ pointer: '/form', message: `must be "${place.form}" (its folder)` });
  if (raw.to !== place.to) problems.push({ pointer: '/to', message: `must be ${place.to} (its file name)` });
  if (raw.from !== place.to - 1) problems.push({ pointer: '/from', message: `must be ${place.to - 1}` });
  if (raw.notes !== undefined && typeof raw.notes !== 'string')
    problems.push({ pointer: '/notes', message: 'must be text' });
  const steps: MigrationStep[] = [];
  if (!Array.isArray(raw.steps)) problems.push({ pointer: '/steps', message: 'must be a list of steps' });
  else
    raw.steps.forEach((step, i) => {
      const parsed = parseStep(step, `/steps/${i}`, problems);
      if (parsed) steps.push(parsed);
    });
  if (problems.length) return { problems };
  return {
    migration: {
      id: migrationId(place.form, place.to),
      form: place.form,
      from: place.to - 1,
      to: place.to,
      ...(typeof raw.notes === 'string' ? { notes: raw.notes } : {}),
      steps,
    },
    problems: [],
  };
}
