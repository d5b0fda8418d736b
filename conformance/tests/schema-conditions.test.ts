/**
 * The conditions a schema states between two of its fields (`x-if-then`, openapi/CONVENTIONS.md)
 * are judged on every response by response-conforms: a backend that breaks one (an error on a reply
 * that did not fail, an invitee with a joined_at) fails with exit 1 naming the operation, the check
 * and the field, and the mock itself passes.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy, json, withJson, type Answer, type Exchange } from './support/broken-proxy';
import { runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();
type Row = Record<string, unknown>;

const CASES = [
  {
    name: 'a sent message that carries an error without having failed',
    operation: 'sendThreadMessage',
    field: '/error',
    response: (answer: Answer, ex: Exchange): Answer => {
      if (ex.method !== 'POST' || !/^\/api\/threads\/\d+\/message$/.test(ex.path.split('?')[0]!))
        return answer;
      if (answer.status !== 201) return answer;
      const body = json(answer) as { data: Row };
      return withJson(answer, { data: { ...body.data, error: 'Upstream timeout' } });
    },
  },
  {
    name: 'a council user list whose invitees have a joined_at',
    operation: 'listCouncilUsers',
    field: '/joined_at',
    response: (answer: Answer, ex: Exchange): Answer => {
      if (ex.method !== 'GET' || !/^\/api\/councils\/\d+\/users$/.test(ex.path.split('?')[0]!))
        return answer;
      if (answer.status !== 200) return answer;
      const body = json(answer) as { data: Row[] };
      const data = body.data.map((u) => ({
        ...u,
        joined_at: u.joined_at ?? '2025-01-01T00:00:00Z',
      }));
      return withJson(answer, { ...body, data });
    },
  },
];

describe('the conditions between fields of one record', () => {
  for (const testCase of CASES) {
    it(`fail ${testCase.name}: ${testCase.operation} response-conforms`, async () => {
      const proxy = new BrokenProxy(mock.url, { response: testCase.response });
      await proxy.start();
      try {
        const result = await runCli(['--base-url', proxy.url, '--only', testCase.operation]);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        const failure = result.summary?.failures.find(
          (f) => f.operationId === testCase.operation && f.check === 'response-conforms',
        );
        expect(failure, result.stdout).toBeDefined();
        expect(failure!.messages.join('\n')).toContain(testCase.field);
      } finally {
        await proxy.stop();
      }
      const plain = await runCli(['--base-url', mock.url, '--only', testCase.operation]);
      expect(plain.summary?.failures.map((f) => `${f.operationId} ${f.check}`)).not.toContain(
        `${testCase.operation} response-conforms`,
      );
    });
  }
});
