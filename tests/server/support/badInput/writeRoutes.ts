/** The write operations of the API reference, with what the generator needs to know of each body. */
type Node = Record<string, any>;

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/quote/v1/{id}`. */
  path: string;
  tag?: string;
  public: boolean;
  /** The documented body schema (components resolved), or undefined when the route takes none. */
  body?: Node;
}

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

function resolve(schema: unknown, document: Node): Node | undefined {
  if (!isNode(schema)) return undefined;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components?.schemas?.[name], document);
  }
  if (Array.isArray(schema.anyOf) && !schema.properties) return resolve(schema.anyOf[0], document);
  return schema;
}

/** Every POST, PUT, PATCH and DELETE of the document, in a stable order. */
export function writeRoutes(document: Node): WriteRoute[] {
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries<Node>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Node>(operations)) {
      const upper = method.toUpperCase();
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema, document);
      routes.push({
        method: upper as WriteRoute['method'],
        path,
        tag: operation.tags?.[0],
        public: Array.isArray(operation.security) && operation.security.length === 0,
        body: body && body.maxProperties === 0 ? undefined : body,
      });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
