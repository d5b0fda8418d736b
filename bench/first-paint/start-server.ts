/** Starting a server process for bench/first-paint.bench.ts and waiting until it answers HTTP. */
import { spawn, type ChildProcess } from 'node:child_process';

async function waitForHttp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`${url} exited:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing answered on ${url}:\n${output()}`);
}

export async function start(
  command: string,
  args: string[],
  url: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHttp(url, child, () => output);
  return child;
}
