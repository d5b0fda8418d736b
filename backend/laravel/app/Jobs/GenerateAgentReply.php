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
use Illuminate\Contracts\Queue\ShouldQueueAfterCommit;
use Illuminate\Foundation\Queue\Queueable;
use Illuminate\Queue\Middleware\WithoutOverlapping;
use RuntimeException;
use Throwable;

/**
 * Streams the agent's reply: the model's pieces (AiReplyGenerator) as `message.delta` events,
 * between `message.created` and `message.completed`, or `message.failed` when it cannot finish.
 *
 * Retries: a reply is tried again (after 1 s, then 5 s) only while no text of it went out, since
 * readers apply deltas by index and a reply started over would not match what they already show;
 * the model's own refusal (AiReplyFailed) and anything after the first piece fail it at once.
 *
 * One run at a time: a run claims the reply by moving it from `pending` to `streaming` in one UPDATE,
 * and gives it back (`pending`) only when it is tried again; a second run of the same job (a worker
 * that took it again after the queue's `retry_after`) is dropped by WithoutOverlapping. A reply
 * found `streaming` by a run that holds the lock was left by a worker that died mid-reply: it cannot
 * be continued, so it fails. Its timeout stays below the queue's `retry_after` (config/queue.php).
 *
 * Deltas are sent at once, not queued (they are many, and in order); Reverb away loses them, not
 * the reply: readers fetch a reply under way over HTTP (docs/realtime.md).
 */
class GenerateAgentReply implements ShouldQueueAfterCommit
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

    /** False once a delta could not be sent: Reverb is away, and the rest of this run skips it. */
    private bool $deltasReachReverb = true;

    /** @return list<int> */
    public function backoff(): array
    {
        return [1, 5];
    }

    /** @return list<object> */
    public function middleware(): array
    {
        // The lock outlives a run that the worker ends at its timeout, and is let go by one that died.
        return [(new WithoutOverlapping((string) $this->reply->getKey()))->dontRelease()->expireAfter($this->timeout + 30)];
    }

    public function handle(AiReplyGenerator $model): void
    {
        // Started only if still pending, in one statement: a stop (stopThreadMessage) that lands between
        // a read and a write would otherwise be overwritten, and the stopped reply streamed to its end.
        if (! $this->moveStatus(['pending'], 'streaming')) {
            if ($this->reply->newQuery()->whereKey($this->reply->getKey())->where('status', 'streaming')->exists()) {
                $this->fail(new RuntimeException('The run streaming this reply ended before it finished.'));
            }

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
                $this->sendDelta(new MessageDelta($reply->thread_id, $reply->id, $index, $chunk));
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
            // Given back for the next try, which claims it again.
            $this->moveStatus(['streaming'], 'pending');
            throw $exception;
        }

        // Completed only if nobody stopped it after its last piece.
        if ($this->moveStatus(['streaming'], 'completed')) {
            MessageCompleted::dispatch($reply->fresh());
            $this->threadChanged($reply);
        }
    }

    /** A delta Reverb does not take is reported once and the reply goes on. */
    private function sendDelta(MessageDelta $delta): void
    {
        if (! $this->deltasReachReverb) {
            return;
        }
        try {
            event($delta);
        } catch (Throwable $exception) {
            $this->deltasReachReverb = false;
            report($exception);
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
