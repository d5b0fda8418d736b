import { describe, expect, it } from 'vitest';
import { generateAgentReply, REPLY_SHAPES, topicOf } from './agent-replies';

const PROMPTS = Array.from(
  { length: 60 },
  (_, i) =>
    `Question ${i} about the ${['budget', 'allotments', 'planning', 'minutes', 'grants'][i % 5]} of the parish`,
);

describe('agent replies', () => {
  it('are deterministic per agent and prompt, and differ across agents', () => {
    expect(generateAgentReply(7, 'How do we publish the minutes?')).toBe(
      generateAgentReply(7, 'How do we publish the minutes?'),
    );
    const byAgent = new Set(
      [1, 2, 3, 4, 5].map((agent) => generateAgentReply(agent, 'How do we publish the minutes?')),
    );
    expect(byAgent.size).toBeGreaterThan(1);
  });

  it('cover every kind of markdown across prompts, from a few words to long answers', () => {
    const replies = PROMPTS.flatMap((prompt) =>
      [1, 2, 3].map((agent) => generateAgentReply(agent, prompt)),
    );
    const all = replies.join('\n');
    expect(all).toMatch(/^- /m); // bullet list
    expect(all).toMatch(/^\d+\. /m); // numbered list
    expect(all).toMatch(/^```(ts|python|sql|bash|json|php)$/m); // fenced code with a language
    expect(all).toMatch(/^\| --- \|/m); // table
    expect(all).toMatch(/\[[^\]]+\]\(https:\/\/[^)]+\)/); // link
    expect(all).toMatch(/\*\*[^*]+\*\*/); // bold
    expect(all).toMatch(/(^|[^*])\*[^*\s][^*]*\*([^*]|$)/m); // italic
    const lengths = replies.map((r) => r.length);
    expect(Math.min(...lengths)).toBeLessThan(40);
    expect(Math.max(...lengths)).toBeGreaterThan(1200);
  });

  it('can be forced to a shape', () => {
    for (const shape of REPLY_SHAPES)
      expect(generateAgentReply(1, 'anything at all here', { shape }).length).toBeGreaterThan(3);
    expect(generateAgentReply(1, 'anything at all here', { shape: 'code' })).toMatch(
      /```\w+\n[\s\S]+\n```/,
    );
    expect(generateAgentReply(1, 'anything at all here', { shape: 'table' })).toMatch(
      /\| --- \| --- \| --- \|/,
    );
  });

  it('takes the topic from the prompt', () => {
    expect(topicOf('Is a rear extension of 4 metres permitted?')).toBe('rear extension metres');
    expect(topicOf('hi')).toBe('your question');
  });
});
