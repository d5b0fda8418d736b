<?php

namespace Tests\Feature;

use App\Contracts\AiReplyGenerator;
use App\Events\MessageCompleted;
use App\Events\MessageCreated;
use App\Events\MessageDelta;
use App\Events\MessageFailed;
use App\Facades\AiReply;
use App\Jobs\GenerateAgentReply;
use App\Models\Agent;
use App\Models\Message;
use App\Models\Thread;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Queue\Middleware\WithoutOverlapping;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Queue;
use RuntimeException;
use Tests\TestCase;

class AgentReplyJobTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function thread(): Thread
    {
        $demo = User::where('email', 'demo@example.com')->firstOrFail();

        return $demo->threads()->create(['agent_id' => $demo->agents()->first()->id]);
    }

    private function pendingReply(Thread $thread): Message
    {
        $question = $thread->messages()->create(['role' => 'user', 'content' => 'Is a rear extension allowed?', 'status' => 'completed']);

        return $thread->messages()->create(['role' => 'assistant', 'status' => 'pending', 'parent_id' => $question->id]);
    }

    /** A model that sends `$pieces` pieces, then breaks down as a network or a server does (not a refusal). */
    private function brokenModel(int $pieces): void
    {
        $this->app->instance(AiReplyGenerator::class, new class($pieces) implements AiReplyGenerator
        {
            public function __construct(private int $pieces) {}

            public function stream(Agent $agent, string $prompt, array $history = []): iterable
            {
                for ($i = 0; $i < $this->pieces; $i++) {
                    yield "piece {$i} ";
                }
                throw new RuntimeException('connection reset');
            }
        });
    }

    public function test_the_reply_is_queued_not_generated_in_the_request(): void
    {
        Queue::fake();
        $thread = $this->thread();

        $this->actingAs($thread->user)->postJson("/api/threads/{$thread->id}/message", ['content' => 'Is a rear extension allowed?'])
            ->assertCreated();

        $reply = $thread->messages()->where('role', 'assistant')->sole();
        Queue::assertPushed(GenerateAgentReply::class, fn (GenerateAgentReply $job) => $job->reply->is($reply));
        $this->assertSame('pending', $reply->status);
    }

    public function test_a_reply_the_model_breaks_off_is_stored_failed_and_broadcast_as_message_failed(): void
    {
        Event::fake([MessageCreated::class, MessageDelta::class, MessageCompleted::class, MessageFailed::class]);
        AiReply::fake(['One two three four five six seven eight nine.'])->failAfter(2, 'The agent is busy. Please try again.');
        $thread = $this->thread();

        $this->actingAs($thread->user)->postJson("/api/threads/{$thread->id}/message", ['content' => 'Is a rear extension allowed?'])
            ->assertCreated();

        $reply = $thread->messages()->where('role', 'assistant')->sole();
        $this->assertSame('failed', $reply->status);
        $this->assertSame('The agent is busy. Please try again.', $reply->error);
        // The text streamed before the failure stays.
        $this->assertSame('One two three four five six ', $reply->content);
        Event::assertDispatchedTimes(MessageDelta::class, 2);
        Event::assertNotDispatched(MessageCompleted::class);
        Event::assertDispatched(MessageFailed::class, fn (MessageFailed $event) => $event->broadcastAs() === 'message.failed'
            && $event->broadcastOn()[0]->name === "private-threads.{$thread->id}"
            && $event->broadcastWith() === ['thread_id' => $thread->id, 'message_id' => $reply->id, 'message' => 'The agent is busy. Please try again.']);
    }

    public function test_a_breakdown_before_any_text_is_tried_again(): void
    {
        $this->brokenModel(0);
        $job = (new GenerateAgentReply($this->pendingReply($this->thread())))->withFakeQueueInteractions();

        // Thrown to the worker, which tries it again after the backoff while tries are left.
        $this->expectException(RuntimeException::class);
        try {
            $job->handle(app(AiReplyGenerator::class));
        } finally {
            $job->assertNotFailed();
            // Given back, so the next try can claim it.
            $this->assertSame('pending', $job->reply->fresh()->status);
            $this->assertSame(3, $job->tries);
            $this->assertSame([1, 5], $job->backoff());
        }
    }

    public function test_a_breakdown_after_some_text_fails_at_once(): void
    {
        Event::fake([MessageFailed::class, MessageDelta::class, MessageCreated::class]);
        $this->brokenModel(2);
        $job = (new GenerateAgentReply($this->pendingReply($this->thread())))->withFakeQueueInteractions();

        $job->handle(app(AiReplyGenerator::class));

        $job->assertFailed();
    }

    public function test_after_the_last_try_or_a_timeout_the_reply_fails_with_the_generic_reason(): void
    {
        Event::fake([MessageFailed::class]);
        $reply = $this->pendingReply($this->thread());
        $job = new GenerateAgentReply($reply);

        $job->failed(new RuntimeException('timed out'));

        $this->assertSame(['status' => 'failed', 'error' => 'The agent is unavailable right now. Please try again.'], $reply->fresh()->only('status', 'error'));
        Event::assertDispatched(MessageFailed::class);
        $this->assertSame(config('agent.reply_timeout'), $job->timeout);
        $this->assertTrue($job->failOnTimeout);
    }

    public function test_a_stop_that_lands_while_the_job_starts_is_kept(): void
    {
        Event::fake([MessageCreated::class, MessageDelta::class, MessageCompleted::class]);
        $reply = $this->pendingReply($this->thread());
        $job = new GenerateAgentReply($reply);
        // The stop comes from another process right after the job's first read of the reply.
        $stopped = false;
        DB::listen(function ($query) use ($reply, &$stopped) {
            if (! $stopped && str_starts_with(strtolower($query->sql), 'select') && str_contains($query->sql, 'messages')) {
                $stopped = true;
                DB::table('messages')->where('id', $reply->id)->update(['status' => 'stopped']);
            }
        });

        app()->call([$job, 'handle']);

        $this->assertSame('stopped', $reply->fresh()->status);
        Event::assertNotDispatched(MessageCompleted::class);
    }

    public function test_a_reply_stopped_meanwhile_is_not_failed(): void
    {
        Event::fake([MessageFailed::class]);
        $reply = $this->pendingReply($this->thread());
        $reply->update(['status' => 'completed', 'stopped_at' => now()]);

        (new GenerateAgentReply($reply))->failed(new RuntimeException('timed out'));

        $this->assertSame('completed', $reply->fresh()->status);
        Event::assertNotDispatched(MessageFailed::class);
    }

    public function test_its_timeout_is_below_every_queues_retry_after(): void
    {
        $job = new GenerateAgentReply($this->pendingReply($this->thread()));

        // Past retry_after, a queue hands a job still running to another worker: the reply would stream twice.
        foreach (config('queue.connections') as $name => $connection) {
            if (isset($connection['retry_after'])) {
                $this->assertLessThan($connection['retry_after'], $job->timeout, "queue.connections.{$name}.retry_after");
            }
        }
    }

    public function test_a_second_run_while_one_streams_the_reply_leaves_it_alone(): void
    {
        Event::fake([MessageCreated::class, MessageDelta::class, MessageCompleted::class, MessageFailed::class]);
        $fake = AiReply::fake(['A second run would say this.']);
        $reply = $this->pendingReply($this->thread());
        $reply->update(['status' => 'streaming', 'content' => 'The first run said ']);
        $job = new GenerateAgentReply($reply);
        // The first run holds the job's lock, as a worker still streaming does.
        $lock = Cache::lock((new WithoutOverlapping((string) $reply->id))->getLockKey($job), 600);
        $this->assertTrue($lock->get());

        dispatch_sync($job);

        $this->assertSame(['status' => 'streaming', 'content' => 'The first run said '], $reply->fresh()->only('status', 'content'));
        $fake->assertNothingPrompted();
        Event::assertNothingDispatched();
        $lock->release();
    }

    public function test_a_reply_left_streaming_by_a_worker_that_died_fails_and_is_not_streamed_again(): void
    {
        Event::fake([MessageCreated::class, MessageDelta::class, MessageCompleted::class, MessageFailed::class]);
        $fake = AiReply::fake(['A second run would say this.']);
        $reply = $this->pendingReply($this->thread());
        $reply->update(['status' => 'streaming', 'content' => 'The first run said ']);

        dispatch_sync(new GenerateAgentReply($reply));

        $this->assertSame(
            ['status' => 'failed', 'content' => 'The first run said ', 'error' => 'The agent is unavailable right now. Please try again.'],
            $reply->fresh()->only('status', 'content', 'error'),
        );
        $fake->assertNothingPrompted();
        Event::assertNotDispatched(MessageDelta::class);
        Event::assertDispatched(MessageFailed::class);
    }
}
