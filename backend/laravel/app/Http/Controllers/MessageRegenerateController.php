<?php

namespace App\Http\Controllers;

use App\Events\ThreadUpdated;
use App\Http\Requests\RegenerateMessageRequest;
use App\Http\Resources\MessageResource;
use App\Jobs\GenerateAgentReply;
use App\Models\Message;
use App\Models\Thread;

class MessageRegenerateController extends Controller
{
    public function __invoke(RegenerateMessageRequest $request, Thread $thread, Message $message): MessageResource
    {
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

        return new MessageResource($reply);
    }
}
