/**
 * An agent's knowledge files (list, upload, delete) against the mock backend, through the app's
 * generated client.
 */
import {
  deleteAgentFile,
  getAgent,
  listAgentFiles,
  uploadAgentFile,
} from '@/generated/api/agents/agents';
import { describe, expect, it } from 'vitest';
import { LARGE_UPLOAD_TEST_MS } from '../../support/test-waits';
import { failure, signInAs, useMockServer } from '../helpers';

const mock = useMockServer();

const DEMO = 'demo@example.com';

/** Seeded agents (mocks/db/seed/chat-agents.ts). */
const PARTNERS_PUBLISHED = 1; // Planning Officer Assistant, 3 files
const PARTNERS_DRAFT = 10; // Precept Planner
const DEMOS_DRAFT = 4; // Building Control Helper, 1 file
const DEMOS_PUBLISHED = 6; // Budget Analyst, 2 files

const file = (name: string, type: string, size = 1234) =>
  new File([new Uint8Array(size)], name, { type });

describe('agent files', () => {
  it("lists the author's files newest first with download URLs", async () => {
    await signInAs(DEMO);
    const { data } = await listAgentFiles(DEMOS_PUBLISHED);
    expect(data).toHaveLength(2);
    const dates = data.map((f) => f.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data[0]!.url).toMatch(/^http:\/\/.+\/storage\/agent-files\/\d+\//);
  });

  it("answers 403 for another author's agent and 404 for their draft", async () => {
    await signInAs(DEMO);
    await failure(listAgentFiles(PARTNERS_PUBLISHED), 403);
    await failure(listAgentFiles(PARTNERS_DRAFT), 404);
  });

  it('stores an upload with its name, size and type, and deletes it', async () => {
    await signInAs(DEMO);
    const before = (await getAgent(DEMOS_DRAFT)).data.files_count;
    const { data } = await uploadAgentFile(DEMOS_DRAFT, {
      file: file('Fire safety notes.md', 'text/markdown', 4321),
    });
    expect(data).toMatchObject({
      agent_id: DEMOS_DRAFT,
      name: 'Fire safety notes.md',
      size: 4321,
      mime_type: 'text/markdown',
    });
    expect(data.url).toContain('/storage/agent-files/');
    expect(data.url).toContain('Fire%20safety%20notes.md');
    expect((await getAgent(DEMOS_DRAFT)).data.files_count).toBe(before + 1);
    expect((await listAgentFiles(DEMOS_DRAFT)).data[0]!.id).toBe(data.id);
    await expect(deleteAgentFile(DEMOS_DRAFT, data.id)).resolves.toBeUndefined();
    expect((await getAgent(DEMOS_DRAFT)).data.files_count).toBe(before);
  });

  it(
    'refuses files over 20 MB and of other types with 422 on file',
    async () => {
      await signInAs(DEMO);
      const big = await failure(
        uploadAgentFile(DEMOS_DRAFT, {
          file: file('huge.pdf', 'application/pdf', 20 * 1024 * 1024 + 1),
        }),
        422,
      );
      expect(big.errors).toEqual({
        file: ['The file field must not be greater than 20480 kilobytes.'],
      });
      const image = await failure(
        uploadAgentFile(DEMOS_DRAFT, { file: file('photo.png', 'image/png') }),
        422,
      );
      expect(image.errors).toEqual({
        file: ['The file field must be a file of type: pdf, docx, txt, md, csv, xlsx, pptx.'],
      });
      await failure(
        uploadAgentFile(PARTNERS_PUBLISHED, { file: file('notes.txt', 'text/plain') }),
        403,
      );
    },
    LARGE_UPLOAD_TEST_MS,
  );

  it("answers 404 when deleting a file of another agent, 403 for another author's agent", async () => {
    await signInAs(DEMO);
    const other = mock.state.db.agentFiles.by('agent_id', DEMOS_PUBLISHED)[0]!;
    await failure(deleteAgentFile(DEMOS_DRAFT, other.id), 404);
    const partners = mock.state.db.agentFiles.by('agent_id', PARTNERS_PUBLISHED)[0]!;
    await failure(deleteAgentFile(PARTNERS_PUBLISHED, partners.id), 403);
  });
});
