/**
 * No blind spot in four classes (issue 34, point 5): each closed at the check that owns it and
 * derived from the contract, so a variant no test names is caught too. Each backend here is the mock
 * behind a proxy with one such bug; the run must fail it naming the operation and the check, and the
 * same run against the mock must pass that check.
 */
import { describe, expect, it } from 'vitest';
import type { Variant } from './support/broken-proxy';
import { behind, failuresOf, plainRuns } from './support/behind';
import { useMockServer } from './support/mock-per-file';
import {
  caseSensitiveSearch,
  deletedOnlyFromItsRoute,
  filterFindingNothing,
  openThreadChannels,
  fillableForeignKeys,
  staleUpdateAnswer,
} from './support/unlisted-blind-spots';

const mock = useMockServer();

const plain = plainRuns();

interface Case {
  name: string;
  variant: () => Variant;
  args: string[];
  operation: string;
  check: string;
  says: RegExp;
}

const CASES: Case[] = [
  {
    name: 'mass assignment through a foreign key the update does not list (agent_id, council_id)',
    variant: fillableForeignKeys,
    args: ['--only', 'updateThread'],
    operation: 'updateThread',
    check: 'mass-assignment',
    says: /agent_id|council_id/,
  },
  {
    name: 'a case-insensitive search that is case-sensitive',
    variant: caseSensitiveSearch,
    args: ['--only', 'listThreads'],
    operation: 'listThreads',
    check: 'list-filters',
    says: /case/,
  },
  {
    name: 'a filter that finds nothing for a value the list shows',
    variant: filterFindingNothing,
    args: ['--only', 'listCouncilUsers'],
    operation: 'listCouncilUsers',
    check: 'list-filters',
    says: /no items, though the unfiltered list shows one with status/,
  },
  {
    name: 'a thread channel any signed-in user may listen to',
    variant: openThreadChannels,
    args: ['--only', 'authorizeBroadcasting'],
    operation: 'authorizeBroadcasting',
    check: 'broadcasting-auth',
    says: /thread channel private-threads\.\d+, asked for by the second user: expected 403, got 200/,
  },
  {
    name: 'a deletion its read answers 404 for, still in the list',
    variant: deletedOnlyFromItsRoute,
    args: ['--only', 'deleteFolder'],
    operation: 'deleteFolder',
    check: 'stateful-chain',
    says: /list still holds/,
  },
  {
    name: 'an update whose own answer is not what was sent',
    variant: staleUpdateAnswer,
    args: ['--only', 'updateFolder'],
    operation: 'updateFolder',
    check: 'update-read-back',
    says: /own answer .*shows name/,
  },
];

describe('the runner derives what it tries from the contract', () => {
  for (const testCase of CASES) {
    it(`fails ${testCase.name} (${testCase.operation} ${testCase.check})`, async () => {
      const result = await behind(mock.url, testCase.variant(), testCase.args);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(failuresOf(result)).toContain(`${testCase.operation} ${testCase.check}`);
      const messages = result
        .summary!.failures.filter(
          (f) => f.operationId === testCase.operation && f.check === testCase.check,
        )
        .flatMap((f) => f.messages)
        .join('\n');
      expect(messages).toMatch(testCase.says);
      const against = await plain(mock.url, testCase.args);
      expect(failuresOf(against), against.stdout).not.toContain(
        `${testCase.operation} ${testCase.check}`,
      );
      expect(
        against.summary?.results.find(
          (r) => r.operationId === testCase.operation && r.check === testCase.check,
        )?.outcome,
      ).toBe('passed');
    });
  }
});
