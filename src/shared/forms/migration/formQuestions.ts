/** The questions a form version declares, anywhere (top level or inside a condition's branch), with their schemas. */
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

function resolve(root: Node, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const segment of ref.slice(2).split('/')) target = isNode(target) ? target[segment] : undefined;
  return isNode(target)
    ? { ...resolve(root, target), ...Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref')) }
    : node;
}

export function formQuestions(schema: unknown): Map<string, Node> {
  const out = new Map<string, Node>();
  if (!isNode(schema)) return out;
  const walk = (node: unknown) => {
    if (!isNode(node)) return;
    if (isNode(node.properties))
      for (const [name, property] of Object.entries(node.properties))
        if (isNode(property) && !out.has(name)) out.set(name, resolve(schema, property));
    if (Array.isArray(node.allOf)) node.allOf.forEach(walk);
    walk(node.then);
    walk(node.else);
  };
  walk(schema);
  return out;
}

/** The values a question may take, for generating answer shapes: its enum, both booleans, or one plain sample. */
export function sampleValues(question: Node): unknown[] {
  if (Array.isArray(question.enum)) return question.enum;
  if ('const' in question) return [question.const];
  switch (question.type) {
    case 'boolean':
      return [false, true];
    case 'integer':
    case 'number':
      return [typeof question.minimum === 'number' ? question.minimum : 1];
    case 'string':
      return [question.format === 'date' ? '2026-01-01' : 'text'];
    case 'array': {
      const items = isNode(question.items) ? question.items : {};
      return [Array.isArray(items.enum) ? [items.enum[0]] : []];
    }
    default:
      return [];
  }
}
