/**
 * "Same as" answers (spec 001 §5, mailing address): a yes/no question annotated
 * `"x-sameAs": { "target": "mailingAddress", "fields": ["address1", …] }` says the target equals those
 * top-level answers. While it is true the target is not asked. Editing any of the source answers ends the
 * equality: the question turns false and the target starts as the address it was equal to, so nothing the
 * person relied on disappears.
 */
type Answers = Record<string, unknown>;
type Node = Record<string, unknown>;

interface SameAs {
  flag: string;
  default: unknown;
  target: string;
  fields: string[];
}

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

function sameAsRules(schema: unknown): SameAs[] {
  if (!isNode(schema) || !isNode(schema.properties)) return [];
  const rules: SameAs[] = [];
  for (const [flag, property] of Object.entries(schema.properties)) {
    const rule = isNode(property) ? property['x-sameAs'] : undefined;
    if (isNode(rule) && typeof rule.target === 'string' && Array.isArray(rule.fields)) {
      rules.push({
        flag,
        default: (property as Node).default,
        target: rule.target,
        fields: rule.fields.filter((f): f is string => typeof f === 'string'),
      });
    }
  }
  return rules;
}

/** The answers after one edit, `previous` → `next`, with every "same as" rule of the schema applied. */
export function applySameAsRules(schema: unknown, previous: Answers, next: Answers): Answers {
  let result = next;
  for (const { flag, target, fields } of sameAsRules(schema)) {
    const wasSame = previous[flag] === true && result[flag] === true;
    const sourceEdited = fields.some((field) => previous[field] !== result[field]);
    if (!wasSame || !sourceEdited) continue;
    const copy: Answers = {};
    for (const field of fields)
      if (previous[field] !== undefined && previous[field] !== '') copy[field] = previous[field];
    result = { ...result, [flag]: false, [target]: copy };
  }
  return result;
}

/** An unanswered "same as" question starts at its schema default (the mailing address: the same). */
export function withSameAsDefaults(schema: unknown, answers: Answers): Answers {
  let result = answers;
  for (const rule of sameAsRules(schema)) {
    if (result[rule.flag] === undefined && rule.default !== undefined)
      result = { ...result, [rule.flag]: rule.default };
  }
  return result;
}
