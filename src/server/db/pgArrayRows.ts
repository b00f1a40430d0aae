import pg from 'pg';
import type { ArrayRowsReader, ArrayRowsTypes } from './arrayRows';

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

/** What `ArrayRowsQuery` reaches of node-postgres' Query and its Result (pg 8.23: lib/query.js, lib/result.js). */
interface ResultInternals {
  fields: FieldDescription[];
  _parsers: unknown[];
  _types?: ArrayRowsTypes;
}
interface QueryInternals {
  _checkForMultirow(): void;
  _rowMode?: string;
  types?: ArrayRowsTypes;
  _result: ResultInternals;
  _results: ResultInternals | ResultInternals[];
  _accumulateRows: boolean;
  callback?: (error: Error | null, result: { fields: FieldDescription[]; rows: unknown[][] }) => void;
}
const Query = pg.Query as unknown as new (text: string, values: unknown[]) => QueryInternals;

/**
 * node-postgres' Query for rows read as arrays, less one step they never use: on each statement's row description
 * node-postgres' Result also builds a row template, an object keyed by every column name and then copied, which
 * only object rows need. For a 34-column list page that template cost 21 µs of the 24 µs the description took on
 * the bench machine (Result.addFields timed alone); the type parsers, which array rows do need, are the rest.
 * Everything else is node-postgres' own: the statement, its parameters, errors and the callback.
 */
class ArrayRowsQuery extends Query {
  /**
   * Made from the text and values, the form node-postgres takes without copying a config object (a copy of its
   * property descriptors on every statement), then set to array rows read by `types` as a config would set it.
   */
  constructor(text: string, values: unknown[], types: ArrayRowsTypes) {
    super(text, values);
    const Result = this._result.constructor as new (rowMode: string, types: ArrayRowsTypes) => ResultInternals;
    this._rowMode = 'array';
    this.types = types;
    this._result = this._results = new Result('array', types);
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this._checkForMultirow();
    const result = this._result;
    const types = result._types ?? pg.types;
    result.fields = message.fields;
    result._parsers = message.fields.map((field) =>
      types.getTypeParser(field.dataTypeID, (field.format || 'text') as 'text'),
    );
    this._accumulateRows = true;
  }
}

/** The array reader of a node-postgres pool, its values read by `types`. */
export function pgArrayReader(types: ArrayRowsTypes): ArrayRowsReader {
  return (client, text, values) =>
    new Promise((resolve, reject) => {
      const query = new ArrayRowsQuery(text, values, types);
      query.callback = (error, result) =>
        error ? reject(error) : resolve({ names: result.fields.map((field) => field.name), rows: result.rows });
      (client as unknown as pg.PoolClient).query(query as unknown as pg.Submittable);
    });
}
