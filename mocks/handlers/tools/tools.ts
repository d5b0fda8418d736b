/**
 * External tool connections per user: OAuth consent (sent straight back to the frontend's callback
 * page, with a `mock-` code), the callback storing the grant, disconnecting, and calling a
 * function with the caller's grant.
 */
import { defineOperation } from '../../laravel/define-operation';
import { invalid, notFound } from '../../laravel/errors';
import type { Db } from '../../db';
import { toolResource } from '../../resources/identity';
import { appOriginOf } from '../mail';
import { consumeOAuthState, issueOAuthState } from '../oauth';
import { randomHex } from '../secrets';
import { runToolFunction } from './tool-functions';

const TOKEN_TTL_MS = 60 * 60_000;

function toolBySlug(db: Db, slug: string) {
  const tool = db.tools.by('slug', slug)[0];
  if (!tool) throw notFound();
  return tool;
}

const connectionOf = (db: Db, userId: number, toolId: number) =>
  db.toolConnections.by('user_id', userId).find((c) => c.tool_id === toolId);

export const toolOperations = [
  defineOperation('authorizeTool', async ({ params, db, user, state, session, request }) => {
    const tool = toolBySlug(db, params.tool);
    const value = await issueOAuthState(state, session.id, 'tool', {
      tool_id: tool.id,
      user_id: user!.id,
    });
    const url = new URL(`/auth/tool/${tool.slug}/callback`, appOriginOf(request));
    url.searchParams.set('code', `mock-${randomHex(12)}`);
    url.searchParams.set('state', value);
    return { body: { url: url.toString() } };
  }),

  defineOperation('toolCallback', async ({ params, query, db, user, state, session }) => {
    const tool = toolBySlug(db, params.tool);
    const issued = consumeOAuthState(state, session.id, query.state, ['tool']);
    if (!issued || issued.tool_id !== tool.id || issued.user_id !== user!.id) {
      throw invalid('state', 'The authorization request has expired. Please try again.');
    }
    if (!query.code.startsWith('mock-'))
      throw invalid('code', 'The provider did not accept the authorization code.');
    const existing = connectionOf(db, user!.id, tool.id);
    if (existing) db.toolConnections.delete(existing.id);
    const now = state.now();
    const connection = await db.toolConnections.create({
      user_id: user!.id,
      tool_id: tool.id,
      connected_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
      access_token: randomHex(16),
      refresh_token: randomHex(16),
      revoked: false,
      revoked_at: null,
    });
    return { body: { data: toolResource(tool, connection) } };
  }),

  defineOperation('disconnectTool', ({ params, db, user }) => {
    const tool = toolBySlug(db, params.tool);
    const existing = connectionOf(db, user!.id, tool.id);
    if (existing) db.toolConnections.delete(existing.id);
    return {};
  }),

  defineOperation('callToolFunction', ({ params, body, db, user, state }) => {
    const tool = toolBySlug(db, params.tool);
    if (!tool.functions.includes(params.function)) throw notFound();
    const connection = connectionOf(db, user!.id, tool.id);
    if (!connection || connection.revoked_at !== null)
      throw invalid('tool', 'The tool is not connected.');
    if (connection.revoked) {
      // The tokens are dropped; the row stays to say why the tool needs connecting again.
      db.toolConnections.update(connection.id, {
        revoked_at: state.now().toISOString(),
        access_token: 'revoked',
        refresh_token: 'revoked',
      });
      throw invalid(
        'tool',
        `${tool.name} no longer accepts your authorization. Please connect it again.`,
      );
    }
    const now = state.now();
    if (Date.parse(connection.expires_at) <= now.getTime()) {
      db.toolConnections.update(connection.id, {
        access_token: randomHex(16),
        expires_at: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
      });
    }
    const outcome = runToolFunction(tool.slug, params.function, body?.arguments ?? {}, now);
    if ('rejected' in outcome) throw invalid('arguments', outcome.rejected);
    return { body: { data: { result: outcome.result } } };
  }),
];
