/**
 * Trying an agent before publishing it (`previewAgent`) against the mock backend, through the app's
 * generated client: the author gets the whole answer, nothing is stored, others are refused.
 */
import { getAgent, previewAgent } from '@/generated/api/agents/agents';
import { listThreads } from '@/generated/api/threads/threads';
import { describe, expect, it } from 'vitest';
import { failure, signInAs, useMockServer } from '../helpers';

useMockServer();

/** Seeded agents (mocks/db/seed/chat-agents.ts). */
const PARTNERS_PUBLISHED = 1; // Planning Officer Assistant
const PARTNERS_DRAFT = 10; // Precept Planner
const DEMOS_DRAFT = 4; // Building Control Helper

describe('previewAgent', () => {
  it("answers the author's message about a draft, and stores nothing", async () => {
    await signInAs('demo@example.com');
    const threads = (await listThreads()).meta.total;
    const agent = (await getAgent(DEMOS_DRAFT)).data;
    const { data } = await previewAgent(DEMOS_DRAFT, {
      content: 'Which works need building regulations approval?',
    });
    expect(data.agent_id).toBe(DEMOS_DRAFT);
    expect(data.content.trim().length).toBeGreaterThan(20);
    expect((await listThreads()).meta.total).toBe(threads);
    expect((await getAgent(DEMOS_DRAFT)).data).toEqual(agent);
  });

  it("refuses another author's published agent (403) and hides their draft (404)", async () => {
    await signInAs('demo@example.com');
    await failure(previewAgent(PARTNERS_PUBLISHED, { content: 'Hello' }), 403);
    await failure(previewAgent(PARTNERS_DRAFT, { content: 'Hello' }), 404);
  });

  it('refuses an empty message with the field named', async () => {
    await signInAs('demo@example.com');
    const error = await failure(previewAgent(DEMOS_DRAFT, { content: '   ' }), 422);
    expect(error.body).toMatchObject({
      errors: { content: ['The content field is required.'] },
    });
  });
});
