import pg from 'pg';

/** One statement as node-postgres was asked to run it. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Runs `action` and answers every statement the process sent through node-postgres meanwhile, in order: the
 * SQL the project really issues for a request (authentication, rows, total), to be replayed by the raw server.
 * Only for a process that runs one request at a time while capturing.
 */
export async function captureSql(action: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first)
      statements.push({
        text: String((first as { text: string }).text),
        values: ((first as { values?: unknown[] }).values ?? []) as unknown[],
      });
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    prototype.query = original;
  }
  return statements;
}
