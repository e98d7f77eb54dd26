import pg from 'pg';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_AFTER_MS = 1_000;

/**
 * LISTEN on a connection of its own, outside the pool: a pooled connection goes back to the pool
 * between queries and would stop hearing. A lost connection is opened again, then `onGap` tells
 * the listener that notifications may have been missed meanwhile.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (current !== client) return;
      current = null;
      void client.end().catch(() => undefined);
      reconnectLater();
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  };

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => (closed ? current?.end() : onGap()),
        () => reconnectLater(),
      );
    }, RECONNECT_AFTER_MS);
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
