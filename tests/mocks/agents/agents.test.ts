/**
 * The chat area's agent operations (list, read, create, update, publish, delete) against the mock
 * backend, through the app's generated client (which checks every success body against the
 * contract). Knowledge files: chat-agent-files.test.ts; adding and buying: chat-agent-store.test.ts.
 */
import {
  addAgent,
  createAgent,
  deleteAgent,
  getAgent,
  listAgents,
  publishAgent,
  updateAgent,
  uploadAgentFile,
} from '@/generated/api/agents/agents';
import { listProfileAgents } from '@/generated/api/profile/profile';
import { describe, expect, it } from 'vitest';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer, xsrfToken } from '../helpers';

const mock = useMockServer();

const DEMO = 'demo@example.com';
const MEMBER = 'member@example.com';

/** Seeded agents (mocks/db/seed/chat-agents.ts). */
const PARTNERS_PUBLISHED = 1; // Planning Officer Assistant, 3 files
const PARTNERS_DRAFT = 10; // Precept Planner
const DEMOS_DRAFT = 4; // Building Control Helper, 1 file
const DEMOS_DRAFT_WITHOUT_CATEGORY = 39; // Flood Risk Assistant
const DEMOS_PUBLISHED = 6; // Budget Analyst, 2 files

const file = (name: string, type: string, size = 1234) =>
  new File([new Uint8Array(size)], name, { type });

const draftBody = {
  name: 'Allotments Assistant',
  description: 'Answers questions about allotment plots and rents.',
  category_id: 3,
};

describe('listAgents', () => {
  it('lists the published store newest first, 15 a page, with Laravel pagination', async () => {
    await signInAs(DEMO);
    const page = await listAgents();
    const published = mock.state.db.agents.where(
      (a) => a.status === 'published' && a.deleted_at === null,
    );
    expect(page.data).toHaveLength(15);
    expect(page.data.every((a) => a.status === 'published')).toBe(true);
    const dates = page.data.map((a) => a.published_at!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.meta).toMatchObject({
      current_page: 1,
      from: 1,
      to: 15,
      per_page: 15,
      total: published.length,
      last_page: Math.ceil(published.length / 15),
    });
    expect(page.links.next).toContain('page=2');
    const second = await listAgents({ page: 2 });
    expect(second.data[0]!.id).not.toBe(page.data[0]!.id);
  });

  it('filters by search (name or description, any case), category and pricing', async () => {
    await signInAs(DEMO);
    const planning = await listAgents({ search: 'PLANNING', per_page: 100 });
    expect(planning.data.length).toBeGreaterThan(1);
    for (const agent of planning.data)
      expect(`${agent.name} ${agent.description}`.toLowerCase()).toContain('planning');
    const legal = await listAgents({ category_id: 1, per_page: 100 });
    expect(legal.data.length).toBeGreaterThan(0);
    expect(
      legal.data.every((a) => a.category_id === 1 && a.category?.slug === 'governance-legal'),
    ).toBe(true);
    const paid = await listAgents({ pricing: 'paid', per_page: 100 });
    expect(
      paid.data.every((a) => a.pricing === 'paid' && a.price !== null && a.currency === 'GBP'),
    ).toBe(true);
    expect((await listAgents({ search: 'no agent is called this' })).meta.total).toBe(0);
  });

  it("with status=draft lists only the caller's own drafts", async () => {
    await signInAs(DEMO);
    const drafts = await listAgents({ status: 'draft', per_page: 100 });
    expect(drafts.data.length).toBeGreaterThanOrEqual(3);
    expect(drafts.data.every((a) => a.status === 'draft' && a.author.id === USERS.demo)).toBe(true);
    expect(drafts.data.map((a) => a.id)).not.toContain(PARTNERS_DRAFT);
  });

  it("marks the caller's agents with is_added", async () => {
    await signInAs(DEMO);
    const mine = new Set((await listProfileAgents()).data.map((entry) => entry.id));
    const store = await listAgents({ per_page: 100 });
    for (const agent of store.data) expect(agent.is_added, agent.name).toBe(mine.has(agent.id));
    expect(store.data.some((a) => a.is_added)).toBe(true);
  });

  it('answers 422 for a bad filter and 401 without a session', async () => {
    await signInAs(DEMO);
    const error = await failure(listAgents({ per_page: 500 }), 422);
    expect(error.body).toEqual({
      message: 'The per page field must not be greater than 100.',
      errors: { per_page: ['The per page field must not be greater than 100.'] },
    });
    await signOut();
    await failure(listAgents(), 401);
  });
});

describe('getAgent', () => {
  it('shows a published agent with category, model, author and files count', async () => {
    await signInAs(MEMBER);
    const { data } = await getAgent(PARTNERS_PUBLISHED);
    expect(data).toMatchObject({
      id: PARTNERS_PUBLISHED,
      name: 'Planning Officer Assistant',
      slug: 'planning-officer-assistant',
      status: 'published',
      pricing: 'free',
      author: { id: USERS.partner, name: 'Paul Partner' },
      files_count: 3,
    });
    expect(data.category).toMatchObject({ id: data.category_id });
  });

  it("hides someone else's draft (404) but shows the author their own", async () => {
    await signInAs(DEMO);
    await failure(getAgent(PARTNERS_DRAFT), 404);
    expect((await getAgent(DEMOS_DRAFT)).data.status).toBe('draft');
    await failure(getAgent(9999), 404);
    await signOut();
    await failure(getAgent(PARTNERS_PUBLISHED), 401);
  });
});

describe('createAgent', () => {
  it('creates a draft owned by the caller, with a unique slug', async () => {
    await signInAs(DEMO);
    const { data } = await createAgent({
      ...draftBody,
      name: 'Planning Officer Assistant',
      tools: ['slack'],
    });
    expect(data).toMatchObject({
      name: 'Planning Officer Assistant',
      slug: 'planning-officer-assistant-2',
      status: 'draft',
      pricing: 'free',
      price: null,
      published_at: null,
      author: { id: USERS.demo, name: 'Demo Admin' },
      tools: ['slack'],
      files_count: 0,
      is_added: false,
    });
    const drafts = await listAgents({ status: 'draft', per_page: 100 });
    expect(drafts.data[0]!.id).toBe(data.id);
    await signInAs(MEMBER);
    await failure(getAgent(data.id), 404);
  });

  it('checks price, currency, tools and the referenced records', async () => {
    await signInAs(DEMO);
    const paid = await failure(createAgent({ ...draftBody, pricing: 'paid' }), 422);
    expect(paid.errors).toEqual({
      price: ['The price field is required when pricing is paid.'],
      currency: ['The currency field is required when pricing is paid.'],
    });
    expect(paid.body).toMatchObject({
      message: 'The price field is required when pricing is paid. (and 1 more error)',
    });
    // Every copy of a repeated slug fails `distinct`, with the body's other rules.
    const twice = await failure(
      createAgent({ ...draftBody, tools: ['slack', 'fax', 'slack'] }),
      422,
    );
    expect(twice.errors).toEqual({
      'tools.0': ['The tools.0 field has a duplicate value.'],
      'tools.2': ['The tools.2 field has a duplicate value.'],
    });
    const refs = await failure(
      createAgent({
        ...draftBody,
        category_id: 99,
        model_id: 99,
        tools: ['slack', 'fax'],
      }),
      422,
    );
    expect(refs.errors).toEqual({
      category_id: ['The selected category id is invalid.'],
      model_id: ['The selected model id is invalid.'],
      'tools.1': ['The selected tools.1 is invalid.'],
    });
    const free = await failure(createAgent({ ...draftBody, price: 500 }), 422);
    expect(free.errors).toEqual({ price: ['The price field is prohibited when pricing is free.'] });
    const missing = await failure(createAgent({ name: '' } as never), 422);
    expect(Object.keys(missing.errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'description']),
    );
  });

  it('creates agents for a council only for its admins and managers', async () => {
    await signInAs(DEMO);
    const { data } = await createAgent({
      ...draftBody,
      council_id: COUNCILS.northwind,
      pricing: 'paid',
      price: 1500,
      currency: 'GBP',
    });
    expect(data).toMatchObject({
      council_id: COUNCILS.northwind,
      pricing: 'paid',
      price: 1500,
      currency: 'GBP',
    });
    await failure(createAgent({ ...draftBody, council_id: COUNCILS.riverside }), 403);
    const unknown = await failure(createAgent({ ...draftBody, council_id: 999 }), 422);
    expect(unknown.errors).toEqual({ council_id: ['The selected council id is invalid.'] });
  });

  it('answers 419 without the X-XSRF-TOKEN header', async () => {
    await signInAs(DEMO);
    expect(xsrfToken()).not.toBeNull();
    const response = await fetch('/api/agents', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(draftBody),
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });
});

describe('updateAgent', () => {
  it('changes only the fields sent and handles pricing switches', async () => {
    await signInAs(DEMO);
    const { data: created } = await createAgent({ ...draftBody, instructions: 'Be brief.' });
    const renamed = await updateAgent(created.id, {
      description: 'Allotment plots, rents and waiting lists.',
    });
    expect(renamed.data).toMatchObject({
      name: draftBody.name,
      description: 'Allotment plots, rents and waiting lists.',
      instructions: 'Be brief.',
      slug: created.slug,
    });
    const paid = await updateAgent(created.id, { pricing: 'paid', price: 2500, currency: 'EUR' });
    expect(paid.data).toMatchObject({ pricing: 'paid', price: 2500, currency: 'EUR' });
    const free = await updateAgent(created.id, { pricing: 'free' });
    expect(free.data).toMatchObject({ pricing: 'free', price: null, currency: null });
    expect((await getAgent(created.id)).data.pricing).toBe('free');
  });

  it('answers 422 for a paid agent without a price', async () => {
    await signInAs(DEMO);
    const error = await failure(updateAgent(DEMOS_DRAFT, { pricing: 'paid' }), 422);
    expect(error.errors).toEqual({
      price: ['The price field is required when pricing is paid.'],
      currency: ['The currency field is required when pricing is paid.'],
    });
  });

  it("answers 403 for someone else's published agent and 404 for their draft", async () => {
    await signInAs(DEMO);
    await failure(updateAgent(PARTNERS_PUBLISHED, { name: 'Mine now' }), 403);
    await failure(updateAgent(PARTNERS_DRAFT, { name: 'Mine now' }), 404);
    expect((await getAgent(PARTNERS_PUBLISHED)).data.name).toBe('Planning Officer Assistant');
  });
});

describe('publishAgent', () => {
  it('publishes a draft into the store', async () => {
    await signInAs(DEMO);
    const { data: draft } = await createAgent(draftBody);
    const { data } = await publishAgent(draft.id);
    expect(data).toMatchObject({ id: draft.id, status: 'published' });
    expect(data.published_at).not.toBeNull();
    await signInAs(MEMBER);
    expect((await listAgents()).data[0]!.id).toBe(draft.id);
    expect((await getAgent(draft.id)).data.status).toBe('published');
  });

  it('answers 422 for an agent already published or without a category, 403 for another author', async () => {
    await signInAs(DEMO);
    const again = await failure(publishAgent(DEMOS_PUBLISHED), 422);
    expect(again.errors).toEqual({ status: ['The agent is already published.'] });
    const uncategorised = await failure(publishAgent(DEMOS_DRAFT_WITHOUT_CATEGORY), 422);
    expect(uncategorised.errors).toEqual({
      category_id: ['The category field is required to publish an agent.'],
    });
    await failure(publishAgent(PARTNERS_PUBLISHED), 403);
    await failure(publishAgent(PARTNERS_DRAFT), 404);
  });
});

describe('deleteAgent', () => {
  it('removes the agent from the store and from the lists of users who had it', async () => {
    await signInAs(DEMO);
    const { data: draft } = await createAgent(draftBody);
    await uploadAgentFile(draft.id, { file: file('rents.csv', 'text/csv') });
    await publishAgent(draft.id);
    await signInAs(MEMBER);
    await addAgent(draft.id);
    await signInAs(DEMO);
    await expect(deleteAgent(draft.id)).resolves.toBeUndefined();
    await failure(getAgent(draft.id), 404);
    expect((await listAgents({ per_page: 100 })).data.map((a) => a.id)).not.toContain(draft.id);
    expect(mock.state.db.agentFiles.by('agent_id', draft.id)).toHaveLength(0);
    await signInAs(MEMBER);
    expect((await listProfileAgents()).data.map((e) => e.id)).not.toContain(draft.id);
  });

  it("answers 403 for someone else's agent and 404 for an unknown one", async () => {
    await signInAs(DEMO);
    await failure(deleteAgent(PARTNERS_PUBLISHED), 403);
    await failure(deleteAgent(9999), 404);
  });
});
