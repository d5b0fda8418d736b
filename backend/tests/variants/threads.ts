/** Thread mistakes: an owner scope, an API resource's key. */
import type { Variant } from './variant';

export const THREAD_VARIANTS: Variant[] = [
  {
    name: 'threads-owner-scope-missing',
    mistake: "the thread list queries `Thread::query()` instead of the caller's `threads()`",
    edits: [
      {
        file: 'app/Http/Controllers/ThreadController.php',
        find: '$threads = $request->user()->threads()',
        replace: '$threads = Thread::query()',
      },
    ],
    only: ['listThreads'],
    caughtBy: [{ operationId: 'listThreads', check: 'authorization-foreign' }],
  },
  {
    name: 'thread-resource-renames-a-key',
    mistake: 'ThreadResource says `message_count` where the contract says `messages_count`',
    edits: [
      {
        file: 'app/Http/Resources/ThreadResource.php',
        find: "'messages_count' =>",
        replace: "'message_count' =>",
      },
    ],
    only: ['listThreads'],
    caughtBy: [{ operationId: 'listThreads', check: 'response-conforms' }],
  },
];
