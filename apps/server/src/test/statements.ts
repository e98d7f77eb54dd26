import type { TestApp } from './build-test-app';

export interface Statement {
  text: string;
  /** The server-side prepared statement's name (node-postgres); PGlite has none. */
  name?: string;
}

/**
 * The statements `request` runs on `t`'s database, as the driver is asked for them (transactions
 * and checkouts counted). Any app with its database will do: the benchmark counts its server's too.
 */
export async function statementsRunBy(
  t: Pick<TestApp, 'database'>,
  request: () => Promise<unknown>,
): Promise<Statement[]> {
  const client = (t.database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
    .$client;
  const seen: Statement[] = [];
  const methods = ['query', 'exec', 'transaction', 'connect'].filter(
    (method) => typeof client[method] === 'function',
  );
  const originals = new Map(methods.map((method) => [method, client[method]!]));
  // node-postgres' pool.query checks a client out itself: only a checkout of the caller's counts.
  let querying = false;
  for (const [method, original] of originals) {
    client[method] = function (this: unknown, ...args: unknown[]) {
      if (method === 'connect' && querying) return original.apply(this, args);
      const [first] = args;
      seen.push(
        typeof first === 'string'
          ? { text: first }
          : typeof first === 'object' && first !== null && 'text' in first
            ? (first as Statement)
            : { text: `(${method})` },
      );
      querying = method === 'query';
      try {
        return original.apply(this, args);
      } finally {
        querying = false;
      }
    };
  }
  try {
    await request();
  } finally {
    for (const [method, original] of originals) client[method] = original;
  }
  return seen;
}
