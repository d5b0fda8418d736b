<?php

namespace App\Jobs;

use App\Events\MessageCompleted;
use App\Events\MessageCreated;
use App\Events\MessageDelta;
use App\Models\Message;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Queue\Queueable;

/**
 * Streams the agent's reply. This backend has no model behind its agents: the reply is a canned
 * text, sent in chunks the way a model's tokens would arrive.
 */
class GenerateAgentReply implements ShouldQueue
{
    use Queueable;

    public function __construct(public Message $reply) {}

    public function handle(): void
    {
        $reply = $this->reply->fresh();
        if ($reply === null || ! $reply->isUnderWay()) {
            return;
        }

        $reply->update(['status' => 'streaming']);
        MessageCreated::dispatch($reply);

        foreach ($this->chunks() as $index => $chunk) {
            usleep(config('agent.reply_pace_ms') * 1000);
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

    /** @return list<string> */
    private function chunks(): array
    {
        $question = $this->reply->thread->messages()->find($this->reply->parent_id)?->content ?? '';

        return [
            'Thank you for your question. ',
            'Here is what I found about **',
            str($question)->squish()->limit(40)->toString(),
            "**:\n\n",
            "- The rules depend on your council's local plan.\n",
            "- Check the latest guidance before you apply.\n",
        ];
    }
}
