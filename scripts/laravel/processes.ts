/** The app's two servers as child processes: started in their own process group, stopped with it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

export interface Server {
  child: ChildProcess;
  /** Everything it printed, for the error when it does not start. */
  output: () => string;
}

/** Every group started and not yet known to be empty: a group outlives its leader while a member lives. */
const groups = new Set<number>();
// Detached servers would outlive a test process that ends without stopping them: never leave one.
process.once('exit', () => {
  for (const group of groups) killGroup(group, 'SIGKILL');
});

function killGroup(group: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    // No member is left.
    return false;
  }
}

export function startProcess(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Server {
  // Detached: `php -S` with workers forks, and stopping the group stops the workers with it.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.add(child.pid!);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output };
}

/**
 * SIGTERM to the whole group, then, once its leader is gone (or after 10 s), SIGKILL to whatever is left of
 * it: `php -S`'s forked workers and a `queue:work` busy with a reply outlived the leader and kept polling an
 * app that had been deleted, slowing every stage after them.
 */
export function stopProcess({ child }: Server): Promise<void> {
  const group = child.pid!;
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(deadline);
      killGroup(group, 'SIGKILL');
      groups.delete(group);
      resolve();
    };
    const deadline = setTimeout(finish, 10_000);
    if (child.exitCode !== null || child.signalCode !== null) return finish();
    child.once('exit', finish);
    if (!killGroup(group, 'SIGTERM')) finish();
  });
}

/** Polls `probe` until it answers true; fails when the process exits first or `deadlineMs` passes. */
export async function waitUntil(
  what: string,
  server: Server,
  probe: () => Promise<boolean>,
  deadlineMs = 60_000,
): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (server.child.exitCode !== null)
      throw new Error(`${what} exited (${server.child.exitCode}):\n${server.output()}`);
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not get ready within ${deadlineMs / 1000} s:\n${server.output()}`);
}

export async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
