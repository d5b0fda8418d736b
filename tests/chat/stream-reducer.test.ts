import { describe, expect, it } from 'vitest';
import type { Message } from '@/generated/model';
import {
  entriesWithGap,
  hasGap,
  initialStreamState,
  onlyTextGrew,
  reduceAll,
  streamReducer,
  type StreamAction,
  type StreamState,
} from '@/features/chat/stream/stream-reducer';

const THREAD = 7;
const ID = 42;

function message(patch: Partial<Message> = {}): Message {
  return {
    id: ID,
    thread_id: THREAD,
    role: 'assistant',
    content: '',
    status: 'streaming',
    files: [],
    error: null,
    parent_id: null,
    version: 1,
    versions: [],
    stopped_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...patch,
  };
}

const created = (patch: Partial<Message> = {}): StreamAction => ({
  type: 'created',
  message: message(patch),
});
const delta = (index: number, text: string, messageId = ID): StreamAction => ({
  type: 'delta',
  event: { thread_id: THREAD, message_id: messageId, index, delta: text },
});
const completed = (content: string): StreamAction => ({
  type: 'completed',
  message: message({ content, status: 'completed' }),
});
const failed = (text: string): StreamAction => ({
  type: 'failed',
  event: { thread_id: THREAD, message_id: ID, message: text },
});
const snapshot = (content: string, status: Message['status'] = 'streaming'): StreamAction => ({
  type: 'snapshot',
  message: message({ content, status }),
});

const CHUNKS = ['Hel', 'lo, ', 'wor', 'ld! ', 'How ', 'are ', 'you?'];
const FULL = CHUNKS.join('');

function run(actions: StreamAction[], state: StreamState = initialStreamState): StreamState {
  return reduceAll(state, actions);
}
const entry = (state: StreamState) => state.entries[ID]!;

describe('streaming reducer: in order', () => {
  it('appends chunks in index order and completes', () => {
    const state = run([created(), ...CHUNKS.map((c, i) => delta(i, c))]);
    expect(entry(state).content).toBe(FULL);
    expect(entry(state).status).toBe('streaming');
    expect(entry(state).nextIndex).toBe(CHUNKS.length);
    expect(hasGap(entry(state))).toBe(false);
    const done = streamReducer(state, completed(FULL));
    expect(entry(done).status).toBe('completed');
    expect(entry(done).content).toBe(FULL);
  });

  it('shows partial text while streaming', () => {
    const state = run([created(), delta(0, 'Hel'), delta(1, 'lo')]);
    expect(entry(state).content).toBe('Hello');
  });

  it('ignores a chunk it already applied (duplicate delivery)', () => {
    const state = run([
      created(),
      delta(0, 'Hel'),
      delta(1, 'lo'),
      delta(1, 'lo'),
      delta(0, 'Hel'),
    ]);
    expect(entry(state).content).toBe('Hello');
  });

  it('keeps the state object when nothing changes', () => {
    const state = run([created(), delta(0, 'Hel')]);
    expect(streamReducer(state, delta(0, 'Hel'))).toBe(state);
    expect(streamReducer(initialStreamState, { type: 'reset' })).toBe(initialStreamState);
  });

  it('keeps replies of different messages apart', () => {
    const state = run([
      created(),
      delta(0, 'A'),
      { type: 'created', message: message({ id: 43 }) },
      delta(0, 'B', 43),
      delta(1, 'a'),
    ]);
    expect(state.entries[ID]!.content).toBe('Aa');
    expect(state.entries[43]!.content).toBe('B');
  });
});

describe('streaming reducer: out of order', () => {
  it('buffers a chunk that arrives early and applies it when the hole closes', () => {
    let state = run([created(), delta(0, 'Hel'), delta(2, 'wor')]);
    expect(entry(state).content).toBe('Hel');
    expect(hasGap(entry(state))).toBe(true);
    state = streamReducer(state, delta(1, 'lo, '));
    expect(entry(state).content).toBe('Hello, wor');
    expect(hasGap(entry(state))).toBe(false);
  });

  it('produces the same text for any arrival order', () => {
    const orders = [
      [6, 5, 4, 3, 2, 1, 0],
      [1, 0, 3, 2, 5, 4, 6],
      [3, 0, 6, 1, 5, 2, 4],
    ];
    for (const order of orders) {
      const state = run([created(), ...order.map((i) => delta(i, CHUNKS[i]!))]);
      expect(entry(state).content).toBe(FULL);
      expect(hasGap(entry(state))).toBe(false);
    }
  });

  it('accepts chunks that overtake message.created', () => {
    const state = run([delta(1, 'lo'), delta(0, 'Hel'), created()]);
    expect(entry(state).content).toBe('Hello');
    expect(entry(state).message?.id).toBe(ID);
  });

  it('drops chunks that arrive after completion', () => {
    const state = run([created(), delta(0, 'Hel'), completed(FULL), delta(1, 'lo')]);
    expect(entry(state).content).toBe(FULL);
    expect(entry(state).status).toBe('completed');
  });
});

describe('streaming reducer: missing chunks', () => {
  it('reports a gap while a chunk is missing', () => {
    const state = run([created(), delta(0, 'Hel'), delta(2, 'wor'), delta(3, 'ld! ')]);
    expect(entriesWithGap(state).map((e) => e.messageId)).toEqual([ID]);
    expect(entry(state).content).toBe('Hel');
  });

  it('fills the hole from the refetched snapshot and goes on with later chunks', () => {
    let state = run([created(), delta(0, 'Hel'), delta(2, 'wor'), delta(3, 'ld! ')]);
    // The server's copy holds chunks 0-3 (it was fetched after chunk 3 was produced).
    state = streamReducer(state, snapshot(CHUNKS.slice(0, 4).join('')));
    expect(entry(state).content).toBe('Hello, world! ');
    expect(hasGap(entry(state))).toBe(false);
    expect(entry(state).nextIndex).toBe(4);
    state = run([delta(4, 'How '), delta(5, 'are '), delta(6, 'you?')], state);
    expect(entry(state).content).toBe(FULL);
  });

  it('fills the hole when the snapshot stops right before the buffered chunks', () => {
    let state = run([created(), delta(0, 'Hel'), delta(2, 'wor')]);
    state = streamReducer(state, snapshot('Hello, '));
    expect(entry(state).content).toBe('Hello, wor');
    expect(hasGap(entry(state))).toBe(false);
    expect(entry(state).nextIndex).toBe(3);
  });

  it('does not apply twice the chunks a newer snapshot already holds', () => {
    let state = run([created(), delta(0, 'Hel'), delta(1, 'lo, ')]);
    // Snapshot fetched after chunk 4 was produced, but chunks 2-4 arrive on the socket later.
    state = streamReducer(state, snapshot(CHUNKS.slice(0, 5).join('')));
    expect(entry(state).content).toBe('Hello, world! How ');
    state = run([delta(2, 'wor'), delta(3, 'ld! '), delta(4, 'How '), delta(5, 'are ')], state);
    expect(entry(state).content).toBe('Hello, world! How are ');
  });

  it('ignores a snapshot older than the text it already has', () => {
    const state = run([created(), delta(0, 'Hel'), delta(1, 'lo, '), delta(2, 'wor')]);
    const after = streamReducer(state, snapshot('Hel'));
    expect(entry(after).content).toBe('Hello, wor');
  });

  it('joins a reply mid-stream from a snapshot and lines later chunks up against it', () => {
    // The thread was opened while a reply streamed: no message.created, a snapshot of chunks 0-2.
    let state = streamReducer(initialStreamState, snapshot('Hello, wor'));
    expect(entry(state).content).toBe('Hello, wor');
    expect(entry(state).nextIndex).toBeNull();
    // Chunk 2 was produced before the snapshot but arrives after it; 3 and 4 are new.
    state = run([delta(2, 'wor'), delta(3, 'ld! '), delta(4, 'How ')], state);
    expect(entry(state).content).toBe('Hello, world! How ');
    expect(entry(state).nextIndex).toBe(5);
  });

  it('joins mid-stream when the first chunk seen comes after the snapshot', () => {
    let state = streamReducer(initialStreamState, snapshot('Hello, wor'));
    state = run([delta(3, 'ld! '), delta(4, 'How ')], state);
    expect(entry(state).content).toBe('Hello, world! How ');
  });

  it('a snapshot of a finished reply finishes it', () => {
    let state = run([created(), delta(0, 'Hel'), delta(3, 'ld! ')]);
    state = streamReducer(state, snapshot(FULL, 'completed'));
    expect(entry(state).status).toBe('completed');
    expect(entry(state).content).toBe(FULL);
    expect(hasGap(entry(state))).toBe(false);
  });

  it('a snapshot of a message nobody streamed adds nothing', () => {
    expect(streamReducer(initialStreamState, snapshot(FULL, 'completed'))).toBe(initialStreamState);
  });
});

describe('streaming reducer: completion and failure', () => {
  it('message.completed replaces whatever was accumulated', () => {
    const state = run([
      created(),
      delta(0, 'Hel'),
      delta(2, 'garbled'),
      completed('The final text.'),
    ]);
    expect(entry(state).content).toBe('The final text.');
    expect(entry(state).status).toBe('completed');
    expect(hasGap(entry(state))).toBe(false);
  });

  it('completion without any chunk (or without message.created) still shows the message', () => {
    const state = run([completed('Just this.')]);
    expect(entry(state).content).toBe('Just this.');
    expect(entry(state).status).toBe('completed');
  });

  it('message.failed keeps the text streamed so far and the reason', () => {
    const state = run([
      created(),
      delta(0, 'Hel'),
      delta(1, 'lo'),
      failed('The agent is unavailable right now.'),
    ]);
    expect(entry(state).status).toBe('failed');
    expect(entry(state).content).toBe('Hello');
    expect(entry(state).error).toBe('The agent is unavailable right now.');
    expect(hasGap(entry(state))).toBe(false);
  });

  it('a late snapshot never turns a finished reply back into a streaming one', () => {
    const state = run([created(), delta(0, 'Hel'), completed(FULL), snapshot('Hel')]);
    expect(entry(state).status).toBe('completed');
    expect(entry(state).content).toBe(FULL);
  });

  it('failure after completion is ignored', () => {
    const state = run([created(), completed(FULL), failed('late')]);
    expect(entry(state).status).toBe('completed');
  });

  it('reset clears every reply', () => {
    const state = run([created(), delta(0, 'x'), { type: 'reset' }]);
    expect(state.entries).toEqual({});
  });
});

describe('streaming reducer: a long reply', () => {
  it('2,000 chunks in a shuffled order come out whole', () => {
    const chunks = Array.from({ length: 2000 }, (_, i) => `t${i} `);
    const order = chunks.map((_, i) => i);
    // Deterministic shuffle within windows of 8 (the kind of reordering a network does).
    for (let i = 0; i < order.length; i += 8)
      order.splice(i, 8, ...order.slice(i, i + 8).reverse());
    const state = run([created(), ...order.map((i) => delta(i, chunks[i]!))]);
    expect(entry(state).content).toBe(chunks.join(''));
  });
});

describe('onlyTextGrew (what a streamed chunk may change without a render of the conversation)', () => {
  const writing = run([created(), delta(0, 'Hel')]);

  it('is true for chunks that only lengthen a reply that is being written', () => {
    expect(onlyTextGrew(writing, run([delta(1, 'lo, '), delta(2, 'wor')], writing))).toBe(true);
    expect(onlyTextGrew(writing, writing)).toBe(true);
  });

  it('is false for everything a row shows besides the growing text', () => {
    const empty = run([created()]);
    // The first text: the row goes from "Thinking…" to the text.
    expect(onlyTextGrew(empty, run([delta(0, 'Hel')], empty))).toBe(false);
    // A new reply, the end of one, a failure.
    expect(onlyTextGrew(initialStreamState, empty)).toBe(false);
    expect(onlyTextGrew(writing, run([completed(FULL)], writing))).toBe(false);
    expect(onlyTextGrew(writing, run([failed('boom')], writing))).toBe(false);
    // A gap opening (the thread is then refetched) and closing.
    const gap = run([delta(3, 'ld! ')], writing);
    expect(onlyTextGrew(writing, gap)).toBe(false);
    expect(onlyTextGrew(gap, run([delta(1, 'lo, '), delta(2, 'wor')], gap))).toBe(false);
    // A second reply's chunks arriving for a reply not created here yet.
    expect(onlyTextGrew(writing, run([delta(0, 'x', ID + 1)], writing))).toBe(false);
  });
});
