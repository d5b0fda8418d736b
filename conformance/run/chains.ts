/**
 * Check 6, stateful chains: for every resource the contract lets a user create,
 * create → read → update → list contains it → (the checks that need it) → delete → read is 404.
 * The contract has no OpenAPI `links`, so the chains are this one declared table.
 */
import type { Actor } from '../http/actor';
import type { Exchange } from '../http/exchange';
import { dataOf, isSuccess, statusOf, type Context } from './context';
import type { Run } from './engine';
import { CHECKS } from './results';
import { call, positive, sampleFile, uniqueToken, type StepOptions } from './steps';
import { readersOf, updateWithReadBack } from '../checks/read-back';

type Options = (ctx: Context, run: Run) => StepOptions | null;

export interface ChainDefinition {
  resource: string;
  /** The path parameter that names the created record. */
  param: string;
  create: {
    op: string;
    options: Options;
    idFrom?: (created: Exchange, run: Run, ctx: Context) => Promise<number | string | undefined>;
  };
  read?: { op: string };
  update?: { op: string; options: Options };
  list: { op: string; query?: Record<string, string | number> };
  delete: { op: string };
  /** How the record is shown gone: a read answering 404, or the list no longer holding it. */
  gone: 'read' | 'list';
  /** The chain whose record this one is built on (an agent file needs an agent). */
  after?: string;
  /** Other operations that need this chain's record, so `--only` of one of them opens the chain too. */
  uses?: string[];
}

const data = (run: Run, opId: string, overrides: Record<string, unknown>, example = true) =>
  run.data.body(run.op(opId), overrides, { example });

export const CHAINS: ChainDefinition[] = [
  {
    resource: 'folder',
    param: 'folder',
    create: {
      op: 'createFolder',
      options: (_, run) => ({ json: data(run, 'createFolder', { name: uniqueName('Folder') }) }),
    },
    read: { op: 'getFolder' },
    update: {
      op: 'updateFolder',
      options: (_, run) => ({
        json: data(run, 'updateFolder', { name: uniqueName('Renamed folder') }),
      }),
    },
    list: { op: 'listFolders' },
    delete: { op: 'deleteFolder' },
    gone: 'read',
  },
  {
    resource: 'thread',
    param: 'thread',
    after: 'folder',
    create: {
      op: 'createThread',
      options: (ctx, run) =>
        ctx.facts.get('chatAgent') === undefined
          ? null
          : {
              json: data(run, 'createThread', {
                agent_id: ctx.facts.get('chatAgent'),
                folder_id: ctx.get('folder') ?? undefined,
                title: uniqueName('Thread'),
              }),
            },
    },
    read: { op: 'getThread' },
    update: {
      op: 'updateThread',
      options: (_, run) => ({
        json: data(run, 'updateThread', {
          title: uniqueName('Renamed thread'),
          folder_id: undefined,
        }),
      }),
    },
    list: { op: 'listThreads', query: { per_page: 100 } },
    delete: { op: 'deleteThread' },
    gone: 'read',
    uses: [
      'uploadThreadFiles',
      'sendThreadMessage',
      'authorizeBroadcasting',
      'stopThreadMessage',
      'regenerateThreadMessage',
      'updateThreadMessage',
    ],
  },
  {
    resource: 'agent',
    param: 'agent',
    create: {
      op: 'createAgent',
      options: (ctx, run) => ({
        json: data(run, 'createAgent', {
          name: uniqueName('Agent'),
          category_id: ctx.facts.get('categoryId'),
          model_id: ctx.facts.get('modelId'),
          pricing: 'free',
          price: undefined,
          currency: undefined,
          tools: [],
          council_id: undefined,
        }),
      }),
    },
    read: { op: 'getAgent' },
    update: {
      op: 'updateAgent',
      options: (_, run) => ({
        json: data(
          run,
          'updateAgent',
          {
            description: 'Updated by the conformance run.',
            tools: undefined,
            pricing: undefined,
            price: undefined,
            currency: undefined,
            category_id: undefined,
            model_id: undefined,
          },
          false,
        ),
      }),
    },
    list: { op: 'listAgents', query: { status: 'draft', per_page: 100 } },
    delete: { op: 'deleteAgent' },
    gone: 'read',
    uses: ['publishAgent', 'uploadAgentFile', 'listAgentFiles', 'deleteAgentFile'],
  },
  {
    resource: 'agent file',
    param: 'agentFile',
    after: 'agent',
    create: { op: 'uploadAgentFile', options: () => ({ files: [sampleFile('file')] }) },
    list: { op: 'listAgentFiles' },
    delete: { op: 'deleteAgentFile' },
    gone: 'list',
  },
  {
    resource: 'council file',
    param: 'councilFile',
    create: { op: 'uploadCouncilFile', options: () => ({ files: [sampleFile('file')] }) },
    list: { op: 'listCouncilFiles', query: { per_page: 100 } },
    delete: { op: 'deleteCouncilFile' },
    gone: 'list',
  },
  {
    resource: 'council agent file',
    param: 'councilAgentFile',
    create: { op: 'uploadCouncilAgentFile', options: () => ({ files: [sampleFile('file')] }) },
    list: { op: 'listCouncilAgentFiles' },
    delete: { op: 'deleteCouncilAgentFile' },
    gone: 'list',
  },
  {
    resource: 'invited council user',
    param: 'user',
    create: {
      op: 'inviteCouncilUser',
      options: (_, run) => ({
        json: data(run, 'inviteCouncilUser', {
          email: `conformance-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`,
          role: 'member',
          position_id: undefined,
        }),
      }),
      // The invitation names the invitee by email; the council's user list gives their id.
      idFrom: async (created, run, ctx) => {
        const email = (JSON.parse(created.request.bodyText ?? '{}') as { email?: string }).email;
        const found = await call(run, ctx, 'listCouncilUsers', ctx.actorA, CHECKS.chain, {
          query: { search: email, per_page: 100 },
        });
        const rows = (dataOf<Record<string, unknown>[]>(found) ?? []) as Record<string, unknown>[];
        return rows.find((row) => row.email === email)?.id as number | undefined;
      },
    },
    read: { op: 'getCouncilUser' },
    update: {
      op: 'updateCouncilUser',
      options: (_, run) => ({
        json: data(
          run,
          'updateCouncilUser',
          { role: 'manager', position_id: undefined, licence_id: undefined },
          false,
        ),
      }),
    },
    list: { op: 'listCouncilUsers', query: { per_page: 100 } },
    delete: { op: 'removeCouncilUser' },
    gone: 'read',
  },
  {
    resource: "agent in the user's list",
    param: 'profileAgent',
    create: {
      op: 'addAgent',
      options: (ctx) =>
        ctx.facts.get('freeAgent') === undefined
          ? null
          : { params: { agent: ctx.facts.get('freeAgent') as number } },
      idFrom: async (_, __, ctx) => ctx.facts.get('freeAgent') as number,
    },
    update: {
      op: 'updateProfileAgent',
      options: (_, run) => ({ json: data(run, 'updateProfileAgent', { is_pinned: true }) }),
    },
    list: { op: 'listProfileAgents' },
    delete: { op: 'removeProfileAgent' },
    gone: 'list',
  },
];

/** The chains a run opens: all of them, or with `--only` those its operations need (with what they build on). */
export function chainsFor(
  selected: (operationId: string) => boolean,
  all: boolean,
): ChainDefinition[] {
  const wanted = new Set<string>();
  const want = (chain: ChainDefinition) => {
    wanted.add(chain.resource);
    const base = CHAINS.find((c) => c.resource === chain.after);
    if (base) want(base);
  };
  for (const chain of CHAINS) {
    const ops = [
      chain.create.op,
      chain.read?.op,
      chain.update?.op,
      chain.list.op,
      chain.delete.op,
      ...(chain.uses ?? []),
    ];
    if (all || ops.some((id) => id && selected(id))) want(chain);
  }
  return CHAINS.filter((chain) => wanted.has(chain.resource));
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${uniqueToken()}`;
}

export function idsIn(exchange: Exchange | undefined): unknown[] {
  const rows = dataOf<unknown>(exchange);
  return Array.isArray(rows) ? rows.map((row) => (row as { id?: unknown }).id) : [];
}

/** The chain up to "list contains it"; the delete half runs later, after the checks that need the record. */
export async function openChain(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  actor: Actor,
): Promise<boolean> {
  const fail = (op: string, message: string, exchange?: Exchange) =>
    run.results.fail(op, CHECKS.chain, `${chain.resource} chain: ${message}`, exchange?.id);
  const options = chain.create.options(ctx, run);
  if (!options) {
    run.results.skip(
      chain.create.op,
      CHECKS.chain,
      `${chain.resource} chain: the backend gave no record to build it on`,
    );
    return false;
  }
  const created = await positive(run, ctx, chain.create.op, actor, options);
  if (!created) return false;
  if (!isSuccess(created)) {
    fail(chain.create.op, `create answered ${statusOf(created)}`, created);
    return false;
  }
  const id = chain.create.idFrom
    ? await chain.create.idFrom(created, run, ctx)
    : (dataOf(created)?.id as number | undefined);
  if (id === undefined) {
    fail(chain.create.op, 'the created record has no id', created);
    return false;
  }
  ctx.facts.set(`chain:${chain.resource}:previous`, ctx.get(chain.param));
  ctx.set(chain.param, id);
  const deleted = ctx.created(`${chain.resource} ${id}`, async () => {
    const exchange = await call(run, ctx, chain.delete.op, actor, CHECKS.chain, {
      params: { [deleteParam(run, chain)]: id },
    });
    if (!isSuccess(exchange) && exchange?.response?.status !== 404)
      throw new Error(`delete answered ${statusOf(exchange)}`);
  });
  ctx.facts.set(`chain:${chain.resource}:delete`, deleted);
  run.results.pass(
    chain.create.op,
    CHECKS.chain,
    `${chain.resource} chain: created ${id}`,
    created.id,
  );

  if (chain.read) {
    const read = await positive(run, ctx, chain.read.op, actor, {}, CHECKS.chain);
    if (read && isSuccess(read) && dataOf(read)?.id !== id)
      fail(chain.read.op, `read returned id ${String(dataOf(read)?.id)}, expected ${id}`, read);
    else if (read && isSuccess(read))
      run.results.pass(
        chain.read.op,
        CHECKS.chain,
        `${chain.resource} chain: read ${id} back`,
        read.id,
      );
  }
  if (chain.update) {
    const updateOptions = chain.update.options(ctx, run);
    if (updateOptions) {
      const updated = await updateWithReadBack(
        run,
        ctx,
        run.op(chain.update.op),
        actor,
        updateOptions,
        CHECKS.chain,
        run.op(chain.list.op).path === readersOf(run, run.op(chain.update.op)).list?.path
          ? chain.list.query
          : undefined,
      );
      if (updated && isSuccess(updated))
        run.results.pass(
          chain.update.op,
          CHECKS.chain,
          `${chain.resource} chain: updated ${id}`,
          updated.id,
        );
    }
  }
  const listed = await positive(
    run,
    ctx,
    chain.list.op,
    actor,
    { query: chain.list.query },
    CHECKS.chain,
  );
  if (listed && isSuccess(listed)) {
    const ok = idsIn(listed).includes(id);
    run.results.expect(
      ok,
      chain.list.op,
      CHECKS.chain,
      ok
        ? `${chain.resource} chain: the list holds ${id}`
        : `${chain.resource} chain: the list does not hold the created ${id}`,
      listed.id,
    );
  }
  return true;
}

export async function closeChain(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  actor: Actor,
): Promise<void> {
  const id = ctx.get(chain.param);
  if (id === undefined) return;
  const removed = await positive(run, ctx, chain.delete.op, actor, {}, CHECKS.chain);
  if (!removed || !isSuccess(removed)) {
    if (removed)
      run.results.fail(
        chain.delete.op,
        CHECKS.chain,
        `${chain.resource} chain: delete answered ${statusOf(removed)}`,
        removed.id,
      );
    return;
  }
  (ctx.facts.get(`chain:${chain.resource}:delete`) as () => void)();
  if (chain.gone === 'read' && chain.read) {
    const after = await call(run, ctx, chain.read.op, actor, CHECKS.chain);
    const ok = after?.response?.status === 404;
    if (after) {
      run.results.expect(
        ok,
        chain.delete.op,
        CHECKS.chain,
        ok
          ? `${chain.resource} chain: read after delete is 404`
          : `${chain.resource} chain: read after delete expected 404, got ${statusOf(after)} (the delete did not delete)`,
        after.id,
      );
      if (!ok)
        ctx.created(`${chain.resource} ${id} (still there after its delete)`, async () => {});
    }
  } else {
    const listed = await call(run, ctx, chain.list.op, actor, CHECKS.chain, {
      query: chain.list.query,
    });
    if (listed && isSuccess(listed)) {
      const ok = !idsIn(listed).includes(id);
      run.results.expect(
        ok,
        chain.delete.op,
        CHECKS.chain,
        ok
          ? `${chain.resource} chain: the list no longer holds ${id}`
          : `${chain.resource} chain: the list still holds ${id} after its delete (the delete did not delete)`,
        listed.id,
      );
    }
  }
  ctx.values.delete(chain.param);
  ctx.set(chain.param, ctx.facts.get(`chain:${chain.resource}:previous`) as number | undefined);
}

/** The path parameter of the chain's delete that names the record (`file` for an agent's file). */
export function deleteParam(run: Run, chain: ChainDefinition): string {
  return run.op(chain.delete.op).path.match(/\{(\w+)\}$/)?.[1] ?? chain.param;
}
