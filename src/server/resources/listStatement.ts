import {
  createQueryId,
  sql,
  type CompiledQuery,
  type Expression,
  type Kysely,
  type OperationNode,
  type RootOperationNode,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/tables';

/**
 * A list page's statement, written to SQL once per shape and filled in per request.
 *
 * Everything in a list statement but the caller's conditions (tenant scope, search, filters) and the page's limit
 * and offset depends only on the resource, the sort and whether it searches: the select list, the joins, the
 * capped count's subquery, the order. bench:api's profile under load found building and writing that whole tree
 * on every request to be the largest part of the project's own CPU on a list call. So a `ListStatements` builds
 * it once per shape with a hole where the conditions go and stand-ins for the limit and offset, and keeps the
 * written text; each request builds and writes only its conditions (a few nodes) and splices them in, with
 * every parameter numbered in order. The conditions are still made per request by the same rules (nothing that
 * depends on the caller is reused), and the text around them is the text Kysely wrote.
 */

/** Where the conditions go: written verbatim by `sql.raw`, and never part of SQL Kysely writes itself (a control character). */
const HOLE = '\u0001list conditions\u0001';
/** The conditions' place in a template statement, in parentheses so an `or` among them binds as written. */
export const CONDITIONS_HOLE = sql<SqlBool>`(${sql.raw(HOLE)})`;

/** Stand-ins for a page's values, found again among the template's parameters by identity. */
export const LIMIT_SLOT = Object.freeze({ listStatementSlot: 'limit' }) as unknown as number;
export const OFFSET_SLOT = Object.freeze({ listStatementSlot: 'offset' }) as unknown as number;

/** Written SQL cut at its parameters: `texts[i]`, then parameter `values[i]`, …, ending with the last text. */
interface Cut {
  texts: string[];
  values: readonly unknown[];
}

/**
 * `compiled` cut at its placeholders `$1 … $n`. Undefined unless each appears once and in order, and there are as
 * many as parameters: a `$` followed by digits inside a literal or a quoted name would make one more.
 */
export function cutAtParameters(compiled: { sql: string; parameters: readonly unknown[] }): Cut | undefined {
  const pieces = compiled.sql.split(/\$(\d+)/);
  const texts: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    texts.push(pieces[i]);
    if (i + 1 < pieces.length && pieces[i + 1] !== String(i / 2 + 1)) return undefined;
  }
  return texts.length === compiled.parameters.length + 1 ? { texts, values: compiled.parameters } : undefined;
}

type Part = { text: string } | { value: unknown } | { slot: 'limit' | 'offset' } | { conditions: true };

/** A template's cut text as parts: texts with the conditions' hole cut out of them, fixed values and slots. */
function templateParts(cut: Cut): Part[] | undefined {
  const parts: Part[] = [];
  let holes = 0;
  cut.texts.forEach((text, index) => {
    text.split(HOLE).forEach((piece, at) => {
      if (at > 0) {
        parts.push({ conditions: true });
        holes++;
      }
      if (piece) parts.push({ text: piece });
    });
    if (index < cut.values.length) {
      const value = cut.values[index];
      parts.push(value === LIMIT_SLOT ? { slot: 'limit' } : value === OFFSET_SLOT ? { slot: 'offset' } : { value });
    }
  });
  return holes > 0 ? parts : undefined;
}

/** The statements of one resource's list pages, a template per shape (`key`), each written by `build` on first use. */
export class ListStatements {
  /** null: the shape's template could not be cut (see `cutAtParameters`); its statements are built whole. */
  private readonly templates = new Map<string, Part[] | null>();

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The statement of shape `key` for `conditions` and a page's `limit` and `offset`. `build` makes the shape's
   * statement over given conditions and page values: with the hole and stand-ins to write the template, or whole
   * when no template can be cut.
   */
  write(
    key: string,
    conditions: Expression<SqlBool>,
    page: { limit: number; offset: number },
    build: (conditions: Expression<SqlBool>, limit: number, offset: number) => { compile(): CompiledQuery },
  ): { sql: string; parameters: readonly unknown[] } {
    let template = this.templates.get(key);
    if (template === undefined) {
      const cut = cutAtParameters(build(CONDITIONS_HOLE, LIMIT_SLOT, OFFSET_SLOT).compile());
      template = (cut && templateParts(cut)) ?? null;
      this.templates.set(key, template);
    }
    const written = template && cutAtParameters(this.compile(conditions.toOperationNode()));
    if (!template || !written) return build(conditions, page.limit, page.offset).compile();
    return fill(template, written, page);
  }

  private compile(node: OperationNode): CompiledQuery {
    return this.db.getExecutor().compileQuery(node as RootOperationNode, createQueryId());
  }
}

/** The template with the conditions spliced into each hole and every parameter numbered in order of appearance. */
function fill(
  template: Part[],
  conditions: Cut,
  page: { limit: number; offset: number },
): { sql: string; parameters: unknown[] } {
  let text = '';
  const parameters: unknown[] = [];
  const add = (value: unknown) => {
    parameters.push(value);
    text += `$${parameters.length}`;
  };
  for (const part of template) {
    if ('text' in part) text += part.text;
    else if ('value' in part) add(part.value);
    else if ('slot' in part) add(page[part.slot]);
    else {
      conditions.texts.forEach((piece, index) => {
        text += piece;
        if (index < conditions.values.length) add(conditions.values[index]);
      });
    }
  }
  return { sql: text, parameters };
}
