<?php

namespace App\Jobs;

use App\Contracts\AiReplyGenerator;
use App\Events\MessageCompleted;
use App\Events\MessageCreated;
use App\Events\MessageDelta;
use App\Models\Message;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Queue\Queueable;

/**
 * Streams the agent's reply: the model's pieces (AiReplyGenerator) as `message.delta` events,
 * between `message.created` and `message.completed`.
 */
class GenerateAgentReply implements ShouldQueue
{
    use Queueable;

    public function __construct(public Message $reply) {}

    public function handle(AiReplyGenerator $model): void
    {
        $reply = $this->reply->fresh();
        if ($reply === null || ! $reply->isUnderWay()) {
            return;
        }

        $reply->update(['status' => 'streaming']);
        MessageCreated::dispatch($reply);

        foreach ($model->stream($reply->thread->agent, $this->prompt($reply)) as $index => $chunk) {
            // Stopped (stopThreadMessage) or deleted with its thread meanwhile: nothing more is sent.
            $current = $reply->fresh();
            if ($current === null || $current->status !== 'streaming') {
                return;
            }
            $reply->update(['content' => $reply->content.$chunk]);
            MessageDelta::dispatch($reply->thread_id, $reply->id, $index, $chunk);
        }

        $reply->update(['status' => 'completed']);
        MessageCompleted::dispatch($reply);
    }

    /** The user's message this reply answers. */
    private function prompt(Message $reply): string
    {
        return $reply->thread->messages()->find($reply->parent_id)?->content ?? '';
    }
}
