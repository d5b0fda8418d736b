<?php

namespace App\Http\Controllers;

use App\Events\ThreadUpdated;
use App\Http\Requests\RegenerateMessageRequest;
use App\Http\Resources\MessageResource;
use App\Jobs\GenerateAgentReply;
use App\Models\Message;
use App\Models\Thread;
use Illuminate\Support\Facades\DB;

class MessageRegenerateController extends Controller
{
    public function __invoke(RegenerateMessageRequest $request, Thread $thread, Message $message): MessageResource
    {
        // The old version stays current unless the new one is stored; the job is queued once committed.
        $reply = DB::transaction(function () use ($thread, $message) {
            $message->update(['is_current' => false]);

            $reply = $thread->messages()->create([
                'role' => 'assistant',
                'status' => 'pending',
                'parent_id' => $message->parent_id,
                'original_id' => $message->original_id,
                'version' => $message->version + 1,
            ]);
            $thread->forceFill(['last_message_at' => $reply->created_at])->save();
            ThreadUpdated::dispatch($thread);

            GenerateAgentReply::dispatch($reply);

            return $reply;
        }, 5);

        return new MessageResource($reply);
    }
}
