// @vitest-environment node
/**
 * playwright.config.ts starts only the servers and global setup of the projects a run names
 * (e2e/config/select.ts): the mock journeys never build the network journeys' backends or start
 * Laravel, and the reverse. In Node: @playwright/test loaded under happy-dom reaches for a server
 * on port 3000.
 */
import { describe, expect, it } from 'vitest';
import { laravelSuite } from '../../e2e/config/laravel';
import { mockSuite } from '../../e2e/config/mock';
import { networkSuite } from '../../e2e/config/network';
import { runningProjects, whatRuns } from '../../e2e/config/select';

const suites = [mockSuite, networkSuite, laravelSuite];
const folders = suites.flatMap((suite) => suite.folders);
const cli = (...args: string[]) => ['node', 'playwright/cli.js', 'test', ...args];
const running = (...args: string[]) => [...runningProjects(folders, cli(...args))].sort();

/** What a run starts, by a word of each command, and its global setups. */
function started(...args: string[]) {
  const { servers, globalSetup } = whatRuns(suites, cli(...args));
  return {
    demo: servers.some((server) => server.command.includes('build:demo')),
    mockServer: servers.some((server) => server.command.includes('mock:server')),
    laravel: globalSetup.some((file) => file.includes('e2e/laravel/')),
  };
}

describe('the projects a Playwright run runs', () => {
  it('are those named with --project, in each of its spellings, patterns included', () => {
    expect(running('--project=network')).toEqual(['network']);
    expect(running('--project', 'mock', 'laravel', '--list')).toEqual(['laravel', 'mock']);
    expect(running('--project', 'slow-cpu-*')).toEqual(['slow-cpu-4x', 'slow-cpu-6x']);
    expect(running('--project=LARAVEL', '--project=mock')).toEqual(['laravel', 'mock']);
  });

  it('without --project, are those whose folders hold the paths given', () => {
    expect(running('e2e/network/production')).toEqual(['network']);
    expect(running('e2e/laravel/journeys.spec.ts')).toEqual(['laravel']);
    expect(running('e2e/chat')).toEqual(['mock']);
    expect(running('e2e/slow-device')).toEqual(['mock', 'slow-cpu-4x', 'slow-cpu-6x']);
  });

  it('are all of them when neither names any, whatever the options’ values', () => {
    const all = ['laravel', 'mock', 'network', 'slow-cpu-4x', 'slow-cpu-6x'];
    expect(running()).toEqual(all);
    expect(running('e2e')).toEqual(all);
    expect(running('-c', 'playwright.config.ts', '--output', 'test-results')).toEqual(all);
    expect([...runningProjects(folders, ['node', 'worker.js'])].sort()).toEqual(all);
  });
});

describe('the servers a Playwright run starts', () => {
  it('are the demo build for the mock journeys only', () => {
    expect(started('--project=mock')).toEqual({ demo: true, mockServer: false, laravel: false });
    expect(started('e2e/agents')).toEqual({ demo: true, mockServer: false, laravel: false });
  });

  it('are mock:server and its builds for the network journeys only', () => {
    expect(started('--project=network')).toEqual({ demo: false, mockServer: true, laravel: false });
  });

  it('are Laravel (the global setup) for the laravel journeys only', () => {
    expect(started('--project=laravel')).toEqual({ demo: false, mockServer: false, laravel: true });
  });

  it('are all of them for a run of every project', () => {
    expect(started()).toEqual({ demo: true, mockServer: true, laravel: true });
  });
});
