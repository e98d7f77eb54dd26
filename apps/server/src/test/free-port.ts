import fs from 'node:fs';
import net from 'node:net';

/**
 * A port for a server process a test starts (and may kill and start again on the same port): one
 * nothing listens on now, below the kernel's ephemeral range. A port in that range can be taken at
 * any moment as the source port of some outgoing connection (to PostgreSQL, say), and then a server
 * cannot listen on it: "port … is already in use".
 */
export async function freePort(): Promise<number> {
  const lowest = 20_000;
  const ephemeralStart = firstEphemeralPort();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * (ephemeralStart - lowest));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${lowest} and ${ephemeralStart} after 100 tries`);
}

/** Linux says where its ephemeral ports start; elsewhere, IANA's dynamic range does. */
function firstEphemeralPort(): number {
  try {
    const [start] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(start);
    if (Number.isInteger(port) && port > 20_500) return port;
  } catch {
    // Not Linux: fall through.
  }
  return 49_152;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
