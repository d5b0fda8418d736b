/**
 * A loopback port free at this moment: for servers a script or a test starts that cannot listen on
 * port 0 and say which port they got (php artisan serve, Reverb, MariaDB).
 *
 * Not the system's own pick (`listen(0)`): that comes from the ephemeral range, the same range every
 * outgoing connection takes its local port from, so while the server starts (a second or more) any
 * HTTP call of a test running beside it could take the port and the server dies with EADDRINUSE (a
 * CI run lost a whole test file so). A random port below that range is never handed out by the
 * system, and is checked free here before it is returned.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Below the dev servers' fixed ports (vite 5173, preview 4173, the mock 4010, Reverb 8080). */
const LOWEST = 20_000;
const TRIES = 50;

export async function freePort(): Promise<number> {
  const highest = ephemeralStart() - 1;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${highest} after ${TRIES} tries`);
}

/** The first port of the system's ephemeral range (Linux's own default where it cannot be read). */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const start = Number(low);
    return start > LOWEST + 1000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
