import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** The instances it sends to, added once they listen (they are told the proxy's address first). */
  upstreams: string[];
  /** How many requests each upstream answered, by its base URL. */
  answeredBy: Map<string, number>;
  close(): Promise<void>;
}

/**
 * The one address in front of the instances, as a load balancer is: each request goes to the next
 * upstream in turn; one that refuses the connection (an instance that died) is skipped, and the
 * request goes to the next one, so nobody sees the dead instance. A request's body is read whole
 * first, so it can be sent again; answers (event streams too) are passed on as they come. It tells
 * the instances who the client is (`X-Forwarded-For`, kept when the client set it).
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let next = 0;
  const upstreams: string[] = [];
  const answeredBy = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next;
      next = (next + 1) % upstreams.length;
      const attempt = (tried: number) => {
        const upstream = upstreams[(first + tried) % upstreams.length]!;
        const forwarded = http.request(
          `${upstream}${request.url ?? '/'}`,
          {
            method: request.method,
            headers: {
              ...request.headers,
              'x-forwarded-for': request.headers['x-forwarded-for'] ?? request.socket.remoteAddress ?? '',
            },
            agent: false,
          },
          (answer) => {
            answeredBy.set(upstream, (answeredBy.get(upstream) ?? 0) + 1);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            response.on('close', () => answer.destroy());
          },
        );
        forwarded.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tried + 1 < upstreams.length) return attempt(tried + 1);
          if (!response.headersSent) response.writeHead(502);
          response.end();
        });
        forwarded.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    answeredBy,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
