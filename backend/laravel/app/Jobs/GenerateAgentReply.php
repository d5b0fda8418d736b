<?php

namespace App\Jobs;

use App\Contracts\AiReplyGenerator;
use App\Events\MessageCompleted;
use App\Events\MessageCreated;
use App\Events\MessageDelta;
use App\Events\MessageFailed;
use App\Events\ThreadUpdated;
use App\Exceptions\AiReplyFailed;
use App\Models\Message;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Queue\Queueable;
use Throwable;

/**
 * Streams the agent's reply: the model's pieces (AiReplyGenerator) as `message.delta` events,
 * between `message.created` and `message.completed`, or `message.failed` when it cannot finish.
 *
 * Retries: a reply is tried again (after 1 s, then 5 s) only while no text of it went out, since
 * readers apply deltas by index and a reply started over would not match what they already show;
 * the model's own refusal (AiReplyFailed) and anything after the first piece fail it at once.
 */
class GenerateAgentReply implements ShouldQueue
{
    use Queueable;

    public int $tries = 3;

    /** Seconds for a whole reply (config agent.reply_timeout); then the worker ends it and it fails. */
    public int $timeout;

    public bool $failOnTimeout = true;

    /** The reply's thread was deleted before the job ran: nothing to answer. */
    public bool $deleteWhenMissingModels = true;

    public function __construct(public Message $reply)
    {
        $this->timeout = config('agent.reply_timeout');
    }

    /** @return list<int> */
    public function backoff(): array
    {
        return [1, 5];
    }

    public function handle(AiReplyGenerator $model): void
    {
        // Started only if still under way, in one statement: a stop (stopThreadMessage) that lands between
        // a read and a write would otherwise be overwritten, and the stopped reply streamed to its end.
        if (! $this->moveStatus(['pending', 'streaming'], 'streaming')) {
            return;
        }
        $reply = $this->reply->fresh();
        if ($reply === null) {
            return;
        }
        MessageCreated::dispatch($reply);

        $sent = 0;
        try {
            foreach ($model->stream($reply->thread->agent, $this->prompt($reply)) as $index => $chunk) {
                // Stopped (stopThreadMessage) or deleted with its thread meanwhile: nothing more is sent.
                $current = $reply->fresh();
                if ($current === null || $current->status !== 'streaming') {
                    return;
                }
                $reply->update(['content' => $reply->content.$chunk]);
                MessageDelta::dispatch($reply->thread_id, $reply->id, $index, $chunk);
                $sent++;
            }
        } catch (AiReplyFailed $exception) {
            $this->fail($exception);

            return;
        } catch (Throwable $exception) {
            if ($sent > 0) {
                $this->fail($exception);

                return;
            }
            throw $exception;
        }

        // Completed only if nobody stopped it after its last piece.
        if ($this->moveStatus(['streaming'], 'completed')) {
            MessageCompleted::dispatch($reply->fresh());
            $this->threadChanged($reply);
        }
    }

    /** Moves the reply from one of `$from` to `$to` in one UPDATE; false when it was in none of them. */
    private function moveStatus(array $from, string $to): bool
    {
        return Message::whereKey($this->reply->getKey())->whereIn('status', $from)->update(['status' => $to]) === 1;
    }

    /** After the last try, a timeout or a failure that ends it: the reply is failed, and readers are told. */
    public function failed(?Throwable $exception): void
    {
        $reply = $this->reply->fresh();
        // Stopped or deleted meanwhile: its end was already told.
        if ($reply === null || ! $reply->isUnderWay()) {
            return;
        }

        $reply->update([
            'status' => 'failed',
            'error' => $exception instanceof AiReplyFailed
                ? $exception->getMessage()
                : 'The agent is unavailable right now. Please try again.',
        ]);
        MessageFailed::dispatch($reply);
        $this->threadChanged($reply);
    }

    /** A reply that ended changed its thread (updated_at, and what readers count): thread.updated. */
    private function threadChanged(Message $reply): void
    {
        $reply->thread->touch();
        ThreadUpdated::dispatch($reply->thread);
    }

    /** The user's message this reply answers. */
    private function prompt(Message $reply): string
    {
        return $reply->thread->messages()->find($reply->parent_id)?->content ?? '';
    }
}
