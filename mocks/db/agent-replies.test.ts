import { describe, expect, it } from 'vitest';
import { generateAgentReply, REPLY_SHAPES, topicOf } from './agent-replies';
import { createRng } from './rng';
import { createLongThreadWriter } from './seed/chat-conversations';

/** Questions and asks of every kind: a table, a query, steps, a list, a full report, short words. */
const ASKS = [
  'What should we know about {t}?',
  'Compare the options for {t} in a table',
  'Write a SQL query for {t}',
  'How do we handle {t}?',
  'List what to consider about {t}',
  'Give me a detailed report on {t}',
];
const PROMPTS = [
  ...Array.from({ length: 60 }, (_, i) =>
    ASKS[i % ASKS.length]!.replace(
      '{t}',
      `the ${['budget', 'allotments', 'planning', 'minutes', 'grants'][i % 5]} of the parish ${i}`,
    ),
  ),
  'hi',
  'thanks',
];

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
    expect(topicOf('Please compare the options in a table for the village hall roof')).toBe(
      'village hall roof',
    );
    expect(topicOf('Summarise the last three meetings')).toBe('last three meetings');
    expect(topicOf('hi')).toBe('your question');
    // The second walk of issue 61: "Keep a written record of each decision about the
    // defibrillator checks in a table": how the answer should look is not its topic.
    expect(topicOf('Compare the options for the defibrillator checks in a table.')).toBe(
      'defibrillator checks',
    );
    expect(topicOf('Summarise where we are with the Christmas lights in two sentences.')).toBe(
      'christmas lights',
    );
    expect(topicOf('Explain in detail how the cemetery fees should be reported.')).toBe(
      'cemetery fees reported',
    );
  });

  it('answer the message they reply to (issue 61: "Done." to a question)', () => {
    for (const agent of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(generateAgentReply(agent, 'hi')).toMatch(/^(Hello|Hi|Good to hear)/);
      expect(generateAgentReply(agent, 'thanks')).toMatch(/welcome|helps/);
      // A question gets an answer of some length, never a one-liner or a quote of half of it.
      for (const question of [
        'How do we publish the minutes of a meeting?',
        'Summarise the last three meetings',
        'What are the rules on co-opting a councillor?',
      ]) {
        const reply = generateAgentReply(agent, question);
        expect(reply.length, question).toBeGreaterThan(120);
        expect(reply).not.toMatch(/^(Done|Noted|Yes, that is correct|No, not in this case)/);
      }
      // What is asked for comes, every time.
      expect(generateAgentReply(agent, 'Compare the options for the hall roof in a table')).toMatch(
        /^\| --- \| --- \| --- \|$/m,
      );
      expect(generateAgentReply(agent, 'Write a SQL query for the allotment waiting list')).toMatch(
        /^```\w+$/m,
      );
      // Unasked, no code.
      expect(generateAgentReply(agent, 'Summarise the last three meetings')).not.toMatch(/```/);
    }
  });

  it('in the long thread, answer the message before them (it drew replies at random)', () => {
    const writer = createLongThreadWriter(9, createRng('long'));
    for (let i = 0; i < 50; i++) {
      const question = writer.user();
      expect(writer.assistant()).toBe(generateAgentReply(9, question));
    }
  });
});
