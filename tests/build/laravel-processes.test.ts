import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { startProcess, stopProcess } from '../../scripts/laravel/processes';

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/** How many processes are in the group (ps lists them; no shell sleeps). */
function membersOf(group: number): number {
  const out = spawnSync('ps', ['-e', '-o', 'pgid='], { encoding: 'utf8' }).stdout;
  return out.split('\n').filter((line) => Number(line.trim()) === group).length;
}

describe("the test bed's servers are stopped whole", () => {
  it('stops a member of the group that outlives its leader (as php -S workers and a busy queue:work did)', async () => {
    // The leader exits on SIGTERM; the member it forked ignores SIGTERM.
    const server = startProcess(
      'sh',
      ['-c', '(trap "" TERM; while :; do sleep 1; done) & exec sleep 300'],
      process.cwd(),
    );
    const group = server.child.pid!;
    // The member is running (forked, with its own sleep) before the stop: more than the leader.
    await vi.waitFor(() => expect(membersOf(group)).toBeGreaterThan(1));
    await stopProcess(server);
    // A killed member is gone once it is reaped, which the container's init does in its own time.
    await vi.waitFor(() => expect(groupAlive(group)).toBe(false));
  });
});
