<?php

namespace App\Http\Controllers;

use App\Events\ThreadUpdated;
use App\Http\Requests\SendMessageRequest;
use App\Http\Requests\UpdateMessageRequest;
use App\Http\Resources\MessageResource;
use App\Jobs\GenerateAgentReply;
use App\Models\Message;
use App\Models\Thread;
use App\Models\ThreadFile;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

class ThreadMessageController extends Controller
{
    public function store(SendMessageRequest $request, Thread $thread): MessageResource
    {
        // The message, its files and the reply it waits for together; the reply's job is queued once committed.
        $message = DB::transaction(function () use ($request, $thread) {
            $message = $thread->messages()->create([
                'role' => 'user',
                'content' => $request->validated('content'),
                'status' => 'completed',
            ]);
            ThreadFile::whereIn('id', $request->validated('file_ids', []))->update(['message_id' => $message->id]);

            $this->startReply($thread, $message);

            return $message;
        }, 5);

        return new MessageResource($message->load('files'));
    }

    /** Edits the caller's latest message: a new version of it, and a new reply to that. */
    public function update(UpdateMessageRequest $request, Thread $thread, Message $message): JsonResponse
    {
        $edited = DB::transaction(function () use ($request, $thread, $message) {
            $message->update(['is_current' => false]);
            $thread->messages()->where('parent_id', $message->id)->update(['is_current' => false]);

            $edited = $thread->messages()->create([
                'role' => 'user',
                'content' => $request->validated('content'),
                'status' => 'completed',
                'original_id' => $message->original_id,
                'version' => $message->version + 1,
            ]);

            $this->startReply($thread, $edited);

            return $edited;
        }, 5);

        // 200, not the 201 a resource of a new model gets: the message was edited, not created.
        return (new MessageResource($edited))->response()->setStatusCode(200);
    }

    private function startReply(Thread $thread, Message $message): void
    {
        $reply = $thread->messages()->create(['role' => 'assistant', 'status' => 'pending', 'parent_id' => $message->id]);

        $thread->last_message_at = $reply->created_at;
        if (! $thread->title_is_custom && $thread->title === Thread::DEFAULT_TITLE) {
            $thread->title = Str::limit(Str::squish($message->content), 60);
        }
        $thread->save();
        // Its title, messages_count and last_message_at changed (asyncapi: thread.updated).
        ThreadUpdated::dispatch($thread);

        GenerateAgentReply::dispatch($reply);
    }
}
