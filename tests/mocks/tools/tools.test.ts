import {
  listCategories,
  listModels,
  listRoles,
  listTools,
  listUserPositions,
} from '@/generated/api/dictionaries/dictionaries';
import {
  authorizeTool,
  callToolFunction,
  disconnectTool,
  toolCallback,
} from '@/generated/api/tools/tools';
import { describe, expect, it } from 'vitest';
import { USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, signOut, useMockServer } from '../helpers';

const mock = useMockServer();

const sortedByName = (items: { name: string }[]) =>
  items.map((i) => i.name).every((n, i, all) => i === 0 || all[i - 1]!.localeCompare(n) <= 0);

describe('dictionaries', () => {
  it('listCategories: the 8 categories ordered by name', async () => {
    await signInAs('member@example.com');
    const { data } = await listCategories();
    expect(data).toHaveLength(8);
    expect(new Set(data.map((c) => c.id))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(sortedByName(data)).toBe(true);
  });

  it('listModels: ordered by name, with provider and context window', async () => {
    await signInAs('member@example.com');
    const { data } = await listModels();
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(sortedByName(data)).toBe(true);
    expect(data[0]).toMatchObject({
      provider: expect.any(String),
      context_window: expect.any(Number),
    });
  });

  it('listRoles: admin, manager, member in that order', async () => {
    await signInAs('member@example.com');
    expect((await listRoles()).data.map((r) => r.slug)).toEqual(['admin', 'manager', 'member']);
  });

  it('listUserPositions: ordered by name', async () => {
    await signInAs('member@example.com');
    const { data } = await listUserPositions();
    expect(data.length).toBeGreaterThan(3);
    expect(sortedByName(data)).toBe(true);
  });

  it('listTools: every tool with the caller’s connection state', async () => {
    await signInAs('demo@example.com');
    const { data } = await listTools();
    expect(sortedByName(data)).toBe(true);
    expect(data.find((t) => t.slug === 'google-calendar')).toMatchObject({
      is_connected: true,
      connected_at: expect.any(String),
    });
    expect(data.find((t) => t.slug === 'google-drive')).toMatchObject({
      is_connected: false,
      connected_at: null,
    });
  });

  it.each([
    ['listCategories', listCategories],
    ['listModels', listModels],
    ['listRoles', listRoles],
    ['listUserPositions', listUserPositions],
    ['listTools', listTools],
  ])('%s answers 401 without a session', async (_name, call) => {
    await signOut();
    await failure(call(), 401);
  });
});

describe('connecting a tool', () => {
  async function consent(tool: string) {
    const { url } = await authorizeTool(tool);
    const target = new URL(url);
    return {
      target,
      code: target.searchParams.get('code')!,
      state: target.searchParams.get('state')!,
    };
  }

  it('authorizeTool sends the browser to the frontend callback, and the callback connects the tool', async () => {
    await signInAs('demo@example.com');
    const { target, code, state } = await consent('google-drive');
    expect(target.pathname).toBe('/auth/tool/google-drive/callback');
    const { data } = await toolCallback('google-drive', { code, state });
    expect(data).toMatchObject({
      slug: 'google-drive',
      is_connected: true,
      connected_at: expect.any(String),
    });
    expect((await listTools()).data.find((t) => t.slug === 'google-drive')?.is_connected).toBe(
      true,
    );
  });

  it('authorizeTool answers 404 for an unknown tool and 401 without a session', async () => {
    await signInAs('demo@example.com');
    await failure(authorizeTool('myspace'), 404);
    await signOut();
    await failure(authorizeTool('google-drive'), 401);
  });

  it('toolCallback answers 422 on state for a used or foreign state, and on code for a rejected code', async () => {
    await signInAs('manager@example.com');
    const { code, state } = await consent('notion');
    await toolCallback('notion', { code, state });
    const reused = await failure(toolCallback('notion', { code, state }), 422);
    expect(reused.errors).toEqual({
      state: ['The authorization request has expired. Please try again.'],
    });

    const other = await consent('microsoft-teams');
    await failure(toolCallback('notion', { code: other.code, state: other.state }), 422);
    const fresh = await consent('microsoft-teams');
    expect(
      (await failure(toolCallback('microsoft-teams', { code: 'stolen', state: fresh.state }), 422))
        .errors,
    ).toHaveProperty('code');
  });

  it('toolCallback answers 404 for an unknown tool', async () => {
    await signInAs('manager@example.com');
    await failure(toolCallback('myspace', { code: 'mock-1', state: 'x' }), 404);
  });

  it('disconnectTool removes the grant and is idempotent; 404 for an unknown tool', async () => {
    await signInAs('manager@example.com');
    await expect(disconnectTool('microsoft-outlook')).resolves.toBeUndefined();
    expect((await listTools()).data.find((t) => t.slug === 'microsoft-outlook')?.is_connected).toBe(
      false,
    );
    await expect(disconnectTool('microsoft-outlook')).resolves.toBeUndefined();
    await failure(disconnectTool('myspace'), 404);
  });
});

describe('callToolFunction', () => {
  it('calls a function of a connected tool with the arguments', async () => {
    await signInAs('demo@example.com');
    const { data } = await callToolFunction('google-calendar', 'list_events', {
      arguments: { max_results: 2 },
    });
    expect((data.result as { events: unknown[] }).events).toHaveLength(2);
  });

  it('refreshes an expired grant transparently', async () => {
    await signInAs('demo@example.com');
    const { data } = await callToolFunction('slack', 'post_message', {
      arguments: { channel: 'general', text: 'Hello' },
    });
    expect(data.result).toMatchObject({ ok: true, channel: 'general' });
  });

  it('answers 422 on arguments when the tool rejects them', async () => {
    await signInAs('demo@example.com');
    const error = await failure(
      callToolFunction('google-calendar', 'list_events', {
        arguments: { time_min: 'next tuesday' },
      }),
      422,
    );
    expect(error.body).toEqual({
      message: 'The time_min argument must be a valid date.',
      errors: { arguments: ['The time_min argument must be a valid date.'] },
    });
  });

  it('answers 422 on tool when not connected, and when the provider revoked the grant (which is then dropped)', async () => {
    await signInAs('demo@example.com');
    expect(
      (
        await failure(
          callToolFunction('notion', 'search_pages', { arguments: { query: 'x' } }),
          422,
        )
      ).errors,
    ).toEqual({
      tool: ['The tool is not connected.'],
    });
    await signInAs('member@example.com');
    expect((await listTools()).data.find((t) => t.slug === 'google-drive')).toMatchObject({
      is_connected: true,
      revoked_at: null,
    });
    const revoked = await failure(
      callToolFunction('google-drive', 'search_files', { arguments: {} }),
      422,
    );
    expect(revoked.errors).toEqual({
      tool: ['Google Drive no longer accepts your authorization. Please connect it again.'],
    });
    expect((await listTools()).data.find((t) => t.slug === 'google-drive')).toMatchObject({
      is_connected: false,
      connected_at: null,
      revoked_at: expect.any(String),
    });
    // A second call finds no connection; connecting again clears the revocation.
    expect(
      (await failure(callToolFunction('google-drive', 'search_files', { arguments: {} }), 422))
        .errors,
    ).toEqual({ tool: ['The tool is not connected.'] });
    const { url } = await authorizeTool('google-drive');
    const target = new URL(url);
    const { data } = await toolCallback('google-drive', {
      code: target.searchParams.get('code')!,
      state: target.searchParams.get('state')!,
    });
    expect(data).toMatchObject({ is_connected: true, revoked_at: null });
    await expect(
      callToolFunction('google-drive', 'search_files', { arguments: {} }),
    ).resolves.toMatchObject({ data: { result: { total: 3 } } });
  });

  it('disconnecting a revoked tool clears its revocation', async () => {
    await signInAs('manager@example.com');
    const db = mock.state.db;
    const outlook = db.tools.by('slug', 'microsoft-outlook')[0]!;
    for (const c of db.toolConnections.by('user_id', USERS.manager))
      db.toolConnections.delete(c.id);
    await db.toolConnections.create({
      user_id: USERS.manager,
      tool_id: outlook.id,
      connected_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      access_token: 'a',
      refresh_token: 'r',
      revoked: true,
      revoked_at: null,
    });
    await failure(callToolFunction('microsoft-outlook', 'list_messages', { arguments: {} }), 422);
    expect(
      (await listTools()).data.find((t) => t.slug === 'microsoft-outlook')?.revoked_at,
    ).toEqual(expect.any(String));
    await disconnectTool('microsoft-outlook');
    expect((await listTools()).data.find((t) => t.slug === 'microsoft-outlook')).toMatchObject({
      is_connected: false,
      revoked_at: null,
    });
  });

  it('answers 404 for an unknown tool or function, 401 without a session', async () => {
    await signInAs('demo@example.com');
    await failure(callToolFunction('google-calendar', 'delete_everything', { arguments: {} }), 404);
    await failure(callToolFunction('myspace', 'post', { arguments: {} }), 404);
    await signOut();
    await failure(callToolFunction('google-calendar', 'list_events', { arguments: {} }), 401);
  });
});
