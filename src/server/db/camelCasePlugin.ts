import {
  CamelCasePlugin,
  PostgresDialect,
  PostgresQueryCompiler,
  type PluginTransformQueryArgs,
  type PostgresDialectConfig,
  type QueryCompiler,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const isPlainObject = (value: unknown): value is UnknownRow => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
};

/** At most this many names are remembered per direction: column names, and the keys of JSON values, which are open-ended. */
const REMEMBERED_NAMES = 5_000;

const remembered = (names: Map<string, string>, name: string, convert: (name: string) => string): string => {
  let converted = names.get(name);
  if (converted === undefined) {
    converted = convert(name);
    if (names.size < REMEMBERED_NAMES) names.set(name, converted);
  }
  return converted;
};

/**
 * Kysely's CamelCasePlugin, made cheap for the request path (bench:api:profile measured both halves on every
 * list answer):
 * - the query is not rewritten: Kysely's plugin copies and freezes the whole operation tree to snake_case its
 *   identifiers; here `SnakeCaseDialect` snake_cases each identifier as the SQL is written, the same names;
 * - the rows are mapped by a plain loop rather than a `reduce` over `Object.keys`. Same result: keys
 *   camelCased, nested plain objects and arrays of them mapped too, every other value (Date, Buffer) kept;
 * - each name is converted once and remembered (Kysely's mappers walk it character by character every time).
 * Use the two together (`camelCaseDatabase`): the plugin alone would send camelCase identifiers to the database.
 */
export class FastCamelCasePlugin extends CamelCasePlugin {
  private readonly camelNames = new Map<string, string>();
  private readonly snakeNames = new Map<string, string>();
  private readonly toCamel = (name: string) => super.camelCase(name);
  private readonly toSnake = (name: string) => super.snakeCase(name);

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  override camelCase(name: string): string {
    return remembered(this.camelNames, name, this.toCamel);
  }

  override snakeCase(name: string): string {
    return remembered(this.snakeNames, name, this.toSnake);
  }

  /** The column name an identifier of the query layer stands for (`agencyId` → `agency_id`). */
  identifier(name: string): string {
    return this.snakeCase(name);
  }

  protected override mapRow(row: UnknownRow): UnknownRow {
    const mapped: UnknownRow = {};
    for (const key in row) mapped[this.camelCase(key)] = this.mapValue(row[key]);
    return mapped;
  }

  /** A column's value with the keys of JSON objects in it camelCased, as `mapRow` maps each value. */
  mapValue(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item: unknown) => (isPlainObject(item) ? this.mapRow(item) : item));
    return isPlainObject(value) ? this.mapRow(value) : value;
  }
}

/** The names both databases' rows are mapped with: `camelCaseDatabase`'s plugin, shared with list records (listRecords.ts). */
export const columnNames = new FastCamelCasePlugin();

/** PostgreSQL's compiler writing every identifier (table, column, alias) in snake_case, each written once and remembered. */
class SnakeCaseCompiler extends PostgresQueryCompiler {
  private readonly written = new Map<string, string>();
  private readonly write = (identifier: string) => super.sanitizeIdentifier(this.names.identifier(identifier));

  constructor(private readonly names: FastCamelCasePlugin) {
    super();
  }

  protected override sanitizeIdentifier(identifier: string): string {
    return remembered(this.written, identifier, this.write);
  }
}

/** The PostgreSQL dialect (both databases speak it) whose SQL names every identifier in snake_case. */
class SnakeCaseDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly names: FastCamelCasePlugin,
  ) {
    super(config);
  }

  override createQueryCompiler(): QueryCompiler {
    return new SnakeCaseCompiler(this.names);
  }
}

/** The Kysely options of both databases: camelCase in the code and its rows, snake_case in the SQL. */
export function camelCaseDatabase(config: PostgresDialectConfig) {
  const plugin = columnNames;
  return { dialect: new SnakeCaseDialect(config, plugin), plugins: [plugin] };
}
