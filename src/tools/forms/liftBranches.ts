/**
 * json-schema-to-typescript ignores if/then/else, so questions declared inside a branch would be missing
 * from the type. This pre-pass lifts every branch's properties into the object that holds the branch, as
 * optional, and drops the conditions (the type says what may be there; the schema says when).
 */
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

function gatherBranches(node: Node, into: Node): void {
  for (const key of ['then', 'else'] as const) {
    const branch = node[key];
    if (!isNode(branch)) continue;
    if (isNode(branch.properties)) {
      for (const [name, property] of Object.entries(branch.properties)) {
        const existing = into[name];
        // A branch may only add rules (e.g. `not`) to a question the object already declares; keep that one.
        if (existing === undefined) into[name] = property;
      }
    }
    gatherBranches(branch, into);
  }
  if (Array.isArray(node.allOf))
    for (const member of node.allOf)
      if (isNode(member)) {
        if (isNode(member.properties))
          for (const [name, property] of Object.entries(member.properties))
            if (into[name] === undefined) into[name] = property;
        gatherBranches(member, into);
      }
}

function strip(node: Node): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not', 'errorMessage'].includes(key) || key.startsWith('x-'))
      continue;
    out[key] = value;
  }
  return out;
}

export function liftBranches(schema: Node): Node {
  const lift = (node: Node): Node => {
    const out = strip(node);
    if (isNode(node.properties) || Array.isArray(node.allOf) || isNode(node.then) || isNode(node.else)) {
      const properties: Node = { ...(isNode(node.properties) ? node.properties : {}) };
      gatherBranches(node, properties);
      out.properties = Object.fromEntries(
        Object.entries(properties).map(([name, p]) => [name, isNode(p) ? lift(p) : p]),
      );
      out.additionalProperties = false;
      // Only what is required whatever the answers stays required in the type.
      if (Array.isArray(node.required)) out.required = node.required;
    }
    if (isNode(node.items)) out.items = lift(node.items);
    if (isNode(node.definitions))
      out.definitions = Object.fromEntries(
        Object.entries(node.definitions).map(([n, d]) => [n, isNode(d) ? lift(d) : d]),
      );
    return out;
  };
  return lift(schema);
}
