/**
 * The questions other questions depend on: those an `if` condition reads, the inputs of derived answers
 * (`x-derived` sum/difference) and the sources of "same as" answers (`x-sameAs` fields), found once per
 * schema. Typing in one of these updates the form at every keystroke (a follow-up question, a derived total
 * or a "same as" flag changes at once); any other text input hands its text to the form when typing pauses.
 * Names are matched at any depth, which may take in more questions than needed, never fewer.
 */
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every property name a condition mentions (its `properties` keys and `required` entries, at any depth). */
function mentioned(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) mentioned(item, out);
  if (!isNode(node)) return;
  if (isNode(node.properties)) for (const name of Object.keys(node.properties)) out.add(name);
  if (Array.isArray(node.required)) for (const name of node.required) if (typeof name === 'string') out.add(name);
  for (const value of Object.values(node)) mentioned(value, out);
}

function walk(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) walk(item, out);
  if (!isNode(node)) return;
  if (node.if !== undefined) mentioned(node.if, out);
  if (isNode(node.dependencies)) for (const name of Object.keys(node.dependencies)) out.add(name);
  const derived = node['x-derived'];
  if (isNode(derived)) {
    for (const field of [
      ...(Array.isArray(derived.sum) ? derived.sum : []),
      ...(Array.isArray(derived.difference) ? derived.difference : []),
    ]) {
      if (typeof field === 'string') out.add(field);
    }
  }
  const sameAs = node['x-sameAs'];
  if (isNode(sameAs) && Array.isArray(sameAs.fields))
    for (const field of sameAs.fields) if (typeof field === 'string') out.add(field);
  for (const value of Object.values(node)) walk(value, out);
}

export function ruleInputs(schema: unknown): ReadonlySet<string> {
  const out = new Set<string>();
  walk(schema, out);
  return out;
}
