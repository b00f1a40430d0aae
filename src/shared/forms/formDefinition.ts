/**
 * A form as an analyst writes it (schemas/forms/<name>/v<version>.schema.json with its UI schema beside it),
 * and the same form composed for one region and locale, ready to render and validate.
 */
import type { Region } from '../region/regions';
import type { JsonSchemaNode } from '../validation/schemaRegistry';

export interface FormDefinition {
  name: string;
  version: number;
  schema: JsonSchemaNode;
  uiSchema: JsonSchemaNode;
}

export interface ComposedForm extends FormDefinition {
  region: Region;
  locale: string;
}

/** Definitions a region lends every form: postcode, phone and city rules (schemas/forms/_regions/<region>.json). */
export type RegionDefinitions = Readonly<Record<string, JsonSchemaNode>>;

/** Label trees per locale, as in locales/<locale>/forms.json: `forms.labels.<form>.<dotted property path>`. */
export type FormLabelTrees = Readonly<Record<string, unknown>>;
