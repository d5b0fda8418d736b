/**
 * The chains (check 6): every resource the contract lets a user create, with how to build a valid
 * record of it. The contract has no OpenAPI `links`, so the chains are this one declared table.
 */
import type { ChainDefinition } from '../engine/chain';
import { dataOf } from '../http/exchange';
import type { Run } from '../engine/run-state';
import { call, sampleFile, uniqueName } from '../engine/steps';
import { nextFreeAgent, takeAddedAgent } from './free-agents';
import { CHECK } from '../engine/check-names';

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
        const found = await call(run, ctx, 'listCouncilUsers', ctx.actorA, CHECK.statefulChain, {
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
      options: (ctx) => {
        const agent = nextFreeAgent(ctx);
        return agent === undefined ? null : { params: { agent } };
      },
      idFrom: async (exchange, __, ctx) => takeAddedAgent(ctx, exchange),
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
