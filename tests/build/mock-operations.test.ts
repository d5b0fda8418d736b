// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operations } from '@/generated/operations';
import {
  operationsToMockFromReport,
  resolveMockOperations,
} from '../../scripts/vite-mock-operations';

const ALL = operations.map((op) => op.operationId as string);

describe('VITE_MOCK_OPERATIONS', () => {
  it("takes a comma-separated list of operationIds, in the operation table's order", () => {
    expect(resolveMockOperations(' createFolder, listFolders ,')).toEqual(
      ALL.filter((id) => id === 'listFolders' || id === 'createFolder'),
    );
    expect(resolveMockOperations('')).toEqual([]);
    expect(resolveMockOperations(undefined)).toEqual([]);
  });

  it('refuses an operationId the contract does not have, naming it', () => {
    expect(() => resolveMockOperations('listFolders,listFolder')).toThrow(
      /contract does not have: listFolder$/,
    );
  });

  it('from-report: mocks what failed or was not exercised, and sends what passed to the backend', () => {
    const summary = {
      operations: { total: ALL.length, exercised: ALL.length - 1, notExercised: ['deleteFolder'] },
      failures: [{ operationId: 'listFolders', check: 'response-conforms', messages: ['404'] }],
      timings: ALL.filter((id) => id !== 'deleteFolder').map((operationId) => ({
        operationId,
        count: 1,
        medianMs: 1,
        p95Ms: 1,
      })),
    };
    const mocked = resolveMockOperations('from-report:run/summary.json', (path) => {
      expect(path).toBe('run/summary.json');
      return JSON.stringify(summary);
    });
    expect(mocked).toEqual(ALL.filter((id) => id === 'listFolders' || id === 'deleteFolder'));
  });

  it('from-report: an operation the run has no timing for (a run with --only) is mocked', () => {
    const summary = {
      operations: { notExercised: [] },
      failures: [],
      timings: [{ operationId: 'listThreads' }],
    };
    expect(operationsToMockFromReport(summary)).toEqual(ALL.filter((id) => id !== 'listThreads'));
  });

  it('from-report: a missing file, a file that is not JSON, or not a summary stops the build', () => {
    expect(() =>
      resolveMockOperations('from-report:nope.json', () => {
        throw new Error('ENOENT');
      }),
    ).toThrow(/cannot read nope.json/);
    expect(() => resolveMockOperations('from-report:a.json', () => '<html>')).toThrow(/not JSON/);
    expect(() => resolveMockOperations('from-report:a.json', () => '{"checks":{}}')).toThrow(
      /not a conformance summary/,
    );
  });
});
