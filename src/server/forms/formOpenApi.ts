/**
 * The form schemas in the API reference: every version of every form becomes `components/schemas/<form>.v<n>`
 * (composed for the server's region, definitions inlined), and the write routes of the forms name them as
 * their request bodies. Documentation only: Fastify does not validate with these; each write runs the
 * project's own validator, which answers 400 with the spec's messages.
 */
import type { Region } from '../../shared/region/regions';
import type { FormCatalogue } from './formCatalogue';

type Node = Record<string, unknown>;
type OpenApiDocument = {
  paths?: Record<string, Record<string, Node> | undefined>;
  components?: { schemas?: Record<string, unknown> };
};

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The account forms answered through PUT /api/forms/v1/answers/{form}/{accountId}; claims have their own routes. */
const CLAIM_FORM = 'claim';

export const formComponentName = (form: string, version: number) => `${form}.v${version}`;
const ref = (form: string, version: number) => ({ $ref: `#/components/schemas/${formComponentName(form, version)}` });

/** Replaces `#/definitions/…` references by the definition itself (they would not resolve inside components). */
function inlineDefinitions(node: unknown, definitions: Node, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineDefinitions(item, definitions, depth));
  if (!isNode(node)) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'definitions' || key === '$schema' || key === '$id') continue;
    out[key] = inlineDefinitions(value, definitions, depth);
  }
  const target =
    typeof node.$ref === 'string' && node.$ref.startsWith('#/definitions/')
      ? definitions[node.$ref.slice('#/definitions/'.length)]
      : undefined;
  if (isNode(target) && depth < 8) {
    delete out.$ref;
    return { ...(inlineDefinitions(target, definitions, depth + 1) as Node), ...out };
  }
  return out;
}

/** components/schemas entries for every form version, as the server's region composes them. */
export function formSchemaComponents(catalogue: FormCatalogue, region: Region): Record<string, Node> {
  const components: Record<string, Node> = {};
  for (const form of catalogue.formNames()) {
    for (const version of catalogue.versions(form)) {
      const { schema } = catalogue.compose(form, region, version);
      const definitions = isNode((schema as Node).definitions) ? ((schema as Node).definitions as Node) : {};
      components[formComponentName(form, version)] = {
        ...(inlineDefinitions(schema, definitions) as Node),
        'x-form-id': form,
        'x-form-version': version,
      };
    }
  }
  return components;
}

const jsonBody = (schema: Node, description: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});

/** Adds the form components and points the form write routes' request bodies at them. */
export function documentFormSchemas<T extends object>(openapiObject: T, catalogue: FormCatalogue, region: Region): T {
  const document = openapiObject as OpenApiDocument;
  const components = formSchemaComponents(catalogue, region);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...components } };
  const forms = catalogue.formNames();
  const answerable = forms.flatMap((form) =>
    form === CLAIM_FORM ? [] : catalogue.versions(form).map((version) => ref(form, version)),
  );
  const claimVersions = catalogue.versions(CLAIM_FORM);
  const latestClaim = ref(CLAIM_FORM, claimVersions[claimVersions.length - 1]);
  const operation = (path: string, method: string) => document.paths?.[path]?.[method];
  const answers = operation('/api/forms/v1/answers/{form}/{accountId}', 'put');
  if (answers) {
    answers.requestBody = jsonBody(
      {
        type: 'object',
        properties: {
          answers: { anyOf: answerable },
          version: { type: 'integer', description: 'The stored version (0 before the first save)' },
          confirmQuoteChanges: {
            type: 'boolean',
            description:
              'accountDetails: the caller was shown the quotes the change invalidates or refers and confirms it',
          },
        },
      },
      'The answers of the form named in the path, valid against the schema version they were first given under.',
    );
  }
  const claimBody = jsonBody(latestClaim, 'A claim answered with the claim form (first notice of loss).');
  for (const [path, method] of [
    ['/api/policy/v1/claim', 'post'],
    ['/api/claims/v1', 'post'],
  ] as const) {
    const target = operation(path, method);
    if (target) target.requestBody = claimBody;
  }
  const claimUpdate = operation('/api/claims/v1/{id}', 'put');
  if (claimUpdate) {
    claimUpdate.requestBody = jsonBody(
      { type: 'object', properties: { version: { type: 'integer' } }, 'x-form-schema': latestClaim.$ref },
      'Changed answers of the claim form (validated against the version the claim was answered under) and the record version.',
    );
  }
  return openapiObject;
}
