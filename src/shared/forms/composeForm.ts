/**
 * Regions by composition: one schema per form, whose properties and rules may carry `x-regions` (kept only
 * in those regions) and `x-requiredIn` (required only there), plus the region's own definitions (postcode,
 * phone, city) merged under `definitions`. Titles are filled from the locale's labels.
 */
import { REGION_PROFILES, type Region } from '../region/regions';
import type { JsonSchemaNode } from '../validation/schemaRegistry';
import type { ComposedForm, FormDefinition, FormLabelTrees, RegionDefinitions } from './formDefinition';
import { formLabel } from './formLabels';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

const inRegion = (node: unknown, region: Region): boolean => {
  const regions = isNode(node) ? node['x-regions'] : undefined;
  return !Array.isArray(regions) || regions.includes(region);
};

interface ComposeContext {
  region: Region;
  title: (path: string) => string | undefined;
  year: number;
}

function composeNode(node: Node, prefix: string, ctx: ComposeContext): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isNode(value)) {
      const properties: Node = {};
      for (const [name, property] of Object.entries(value)) {
        if (!isNode(property) || !inRegion(property, ctx.region)) continue;
        const path = prefix + name;
        const composed = composeNode(property, `${path}.`, ctx);
        const title = ctx.title(path);
        if (title !== undefined) composed.title = title;
        properties[name] = composed;
      }
      out.properties = properties;
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      const kept = value
        .filter((item) => inRegion(item, ctx.region))
        .map((item) => (isNode(item) ? composeNode(item, prefix, ctx) : item));
      if (kept.length) out[key] = kept;
    } else if (
      (key === 'if' || key === 'then' || key === 'else' || key === 'not' || key === 'items') &&
      isNode(value)
    ) {
      out[key] = composeNode(value, prefix, ctx);
    } else if (key === 'definitions' && isNode(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, def]) => [
          name,
          isNode(def) ? composeNode(def, '', { ...ctx, title: () => undefined }) : def,
        ]),
      );
    } else {
      out[key] = value;
    }
  }
  if (out['x-maximumCurrentYear'] === true) out.maximum = ctx.year;
  // Properties that only exist in another region are not required here either.
  if (Array.isArray(out.required) && isNode(out.properties) && isNode(node.properties)) {
    const dropped = Object.keys(node.properties).filter((name) => !(name in (out.properties as Node)));
    out.required = (out.required as string[]).filter((name) => !dropped.includes(name));
  }
  if (isNode(out.properties)) {
    const regional = Object.entries(out.properties)
      .filter(
        ([, property]) =>
          isNode(property) &&
          Array.isArray(property['x-requiredIn']) &&
          (property['x-requiredIn'] as string[]).includes(ctx.region),
      )
      .map(([name]) => name);
    if (regional.length) out.required = [...new Set([...((out.required as string[]) ?? []), ...regional])];
  }
  return out;
}

export interface ComposeOptions {
  region: Region;
  regionDefinitions: RegionDefinitions;
  labels: FormLabelTrees;
  /** The year "current year" rules use; defaults to now. */
  year?: number;
}

export function composeForm(definition: FormDefinition, options: ComposeOptions): ComposedForm {
  const locale = REGION_PROFILES[options.region].locale;
  const ctx: ComposeContext = {
    region: options.region,
    title: (path) => formLabel(options.labels, locale, definition.name, path),
    year: options.year ?? new Date().getFullYear(),
  };
  const schema = composeNode(definition.schema as Node, '', ctx);
  schema.definitions = { ...(isNode(schema.definitions) ? schema.definitions : {}), ...options.regionDefinitions };
  return { ...definition, schema: schema as JsonSchemaNode, region: options.region, locale };
}
