/**
 * What a schema states between fields beyond a single field's type: `x-if-then` on a request body
 * (a paid agent's price and currency, a licence's status and holder) refused with a 422 by
 * negative-body, and `x-if-then`/`x-sum` on a response (a free agent has no price, a completed order
 * names how it is paid, an order's total is its amount plus VAT) judged by response-conforms. Each
 * broken backend is caught with exit 1 naming the operation, the check and what broke.
 */
import { describe, expect, it } from 'vitest';
import { BrokenProxy, json, withJson, type Answer, type Exchange } from './support/broken-proxy';
import { bodyOf } from './support/variants';
import { runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';

const mock = useMockServer();
type Row = Record<string, unknown>;
const pathOf = (ex: Exchange) => ex.path.split('?')[0]!;

/** A request sent on without the body fields `drop` picks: a backend that never reads them. */
const dropping =
  (method: string, path: RegExp, drop: (body: Row) => string[]) =>
  (ex: Exchange): Exchange => {
    const body = bodyOf(ex);
    if (ex.method !== method || !path.test(pathOf(ex)) || !body) return ex;
    for (const key of drop(body)) delete body[key];
    return { ...ex, body: Buffer.from(JSON.stringify(body)) };
  };

/** A list answer whose rows `change` rewrites. */
const rows =
  (path: RegExp, change: (row: Row) => Row) =>
  (answer: Answer, ex: Exchange): Answer => {
    if (ex.method !== 'GET' || !path.test(pathOf(ex)) || answer.status !== 200) return answer;
    const body = json(answer) as { data: Row[] };
    return withJson(answer, { ...body, data: body.data.map(change) });
  };

const CASES = [
  {
    name: 'an agent created free keeps the price it was sent (price and currency never checked against pricing)',
    operation: 'createAgent',
    check: 'negative-body',
    says: '"price" or "pricing"',
    variant: {
      request: dropping('POST', /^\/api\/agents$/, (body) =>
        body.pricing === 'paid' ? [] : ['price', 'currency'],
      ),
    },
  },
  {
    name: 'a licence update that ignores a status disagreeing with user_id',
    operation: 'updateCouncilLicence',
    check: 'negative-body',
    says: '"user_id" or "status"',
    variant: {
      request: dropping('PUT', /^\/api\/councils\/\d+\/licences\/\d+$/, () => ['status']),
    },
  },
  {
    name: 'a store whose free agents show a price',
    operation: 'listAgents',
    check: 'response-conforms',
    says: '/price',
    variant: {
      response: rows(/^\/api\/agents$/, (row) =>
        row.pricing === 'free' ? { ...row, price: 0, currency: 'GBP' } : row,
      ),
    },
  },
  {
    name: 'orders whose total leaves out the VAT',
    operation: 'listProfileOrders',
    check: 'response-conforms',
    says: 'not the sum of amount + vat_amount',
    variant: {
      response: rows(/^\/api\/profile\/orders$/, (row) => ({ ...row, total: row.amount })),
    },
  },
  {
    name: 'completed orders that name no payment method',
    operation: 'listProfileOrders',
    check: 'response-conforms',
    says: '/payment_method',
    variant: {
      response: rows(/^\/api\/profile\/orders$/, (row) =>
        row.status === 'completed' ? { ...row, payment_method: null } : row,
      ),
    },
  },
];

describe('the conditions and sums between fields', () => {
  for (const testCase of CASES) {
    it(`fail ${testCase.name}: ${testCase.operation} ${testCase.check}`, async () => {
      const proxy = new BrokenProxy(mock.url, testCase.variant);
      await proxy.start();
      try {
        const result = await runCli(['--base-url', proxy.url, '--only', testCase.operation]);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        const failure = result.summary?.failures.find(
          (f) => f.operationId === testCase.operation && f.check === testCase.check,
        );
        expect(failure, result.stdout).toBeDefined();
        expect(failure!.messages.join('\n')).toContain(testCase.says);
      } finally {
        await proxy.stop();
      }
    });
  }

  it('passes the mock itself on every operation above', async () => {
    const ids = [...new Set(CASES.map((c) => c.operation))];
    const plain = await runCli(['--base-url', mock.url, '--only', ids.join(',')]);
    const failed = plain.summary?.failures.map((f) => `${f.operationId} ${f.check}`) ?? [];
    for (const c of CASES) expect(failed).not.toContain(`${c.operation} ${c.check}`);
  });
});
