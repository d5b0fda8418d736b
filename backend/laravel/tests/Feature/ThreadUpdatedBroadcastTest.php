<?php

namespace Tests\Feature;

use App\Events\MessageCompleted;
use App\Events\MessageCreated;
use App\Events\MessageFailed;
use App\Events\MessageStopped;
use App\Events\ThreadUpdated;
use App\Facades\AiReply;
use App\Models\Thread;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Tests\TestCase;

/**
 * `thread.updated` (asyncapi: sent when the reply changes the thread's title, `messages_count` or
 * `last_message_at`) after a send, a regenerate, and a reply that finished, failed or was stopped,
 * in order with the message events on the thread's channel.
 */
class ThreadUpdatedBroadcastTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    /** What went out on the thread's channel, in order (the deltas left out), thread.updated with its payload. */
    private array $broadcast = [];

    protected function setUp(): void
    {
        parent::setUp();
        foreach ([MessageCreated::class, MessageCompleted::class, MessageFailed::class, MessageStopped::class] as $event) {
            Event::listen($event, fn ($sent) => $this->broadcast[] = $sent->broadcastAs());
        }
        Event::listen(fn (ThreadUpdated $sent) => $this->broadcast[] = [
            $sent->broadcastAs(), $sent->broadcastOn()[0]->name, $sent->broadcastWith(),
        ]);
    }

    private function demo(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    private function thread(): Thread
    {
        $demo = $this->demo();
        $id = $this->actingAs($demo)->postJson('/api/threads', ['agent_id' => $demo->agents()->first()->id])->json('data.id');

        return Thread::findOrFail($id);
    }

    /** @return list<string> the events' names, thread.updated checked as sent on the thread's channel */
    private function names(Thread $thread): array
    {
        return array_map(function ($event) use ($thread) {
            if (is_string($event)) {
                return $event;
            }
            $this->assertSame("private-threads.{$thread->id}", $event[1]);
            $this->assertSame($thread->id, $event[2]['id']);

            return $event[0];
        }, $this->broadcast);
    }

    /** The payload of the last thread.updated sent. */
    private function lastThreadUpdated(): array
    {
        return collect($this->broadcast)->last(fn ($event) => is_array($event))[2];
    }

    public function test_a_send_and_its_finished_reply_each_send_thread_updated(): void
    {
        $thread = $this->thread();

        $this->actingAs($this->demo())->postJson("/api/threads/{$thread->id}/message", ['content' => 'Is a rear extension allowed?'])
            ->assertCreated();

        $this->assertSame(['thread.updated', 'message.created', 'message.completed', 'thread.updated'], $this->names($thread));
        $first = $this->broadcast[0][2];
        $this->assertSame('Is a rear extension allowed?', $first['title']);
        $this->assertSame(2, $first['messages_count']);
        $this->assertNotNull($first['last_message_at']);
        $this->assertSame(2, $this->lastThreadUpdated()['messages_count']);
    }

    public function test_a_regenerate_and_its_finished_reply_each_send_thread_updated(): void
    {
        $thread = $this->thread();
        $this->actingAs($this->demo())->postJson("/api/threads/{$thread->id}/message", ['content' => 'Is a rear extension allowed?']);
        $reply = $thread->messages()->where('role', 'assistant')->firstOrFail();
        $this->broadcast = [];
        $this->travel(5)->minutes();

        $regenerated = $this->actingAs($this->demo())->postJson("/api/threads/{$thread->id}/messages/{$reply->id}/regenerate")
            ->assertCreated()->json('data.created_at');

        $this->assertSame(['thread.updated', 'message.created', 'message.completed', 'thread.updated'], $this->names($thread));
        // The thread's last message is the new version (Thread::$fillable has no last_message_at: a mass
        // update() of it was dropped silently until Model::shouldBeStrict() made that throw).
        $this->assertSame($regenerated, $this->broadcast[0][2]['last_message_at']->toJSON());
        $this->assertSame($regenerated, $thread->fresh()->last_message_at->toJSON());
    }

    public function test_a_failed_reply_sends_thread_updated_after_message_failed(): void
    {
        AiReply::fake()->failAfter(1);
        $thread = $this->thread();

        $this->actingAs($this->demo())->postJson("/api/threads/{$thread->id}/message", ['content' => 'Hello?'])->assertCreated();

        $this->assertSame(['thread.updated', 'message.created', 'message.failed', 'thread.updated'], $this->names($thread));
    }

    public function test_a_stopped_reply_sends_thread_updated_after_message_stopped(): void
    {
        $thread = $this->thread();
        $reply = $thread->messages()->create(['role' => 'assistant', 'status' => 'streaming']);

        $this->actingAs($this->demo())->postJson("/api/threads/{$thread->id}/messages/{$reply->id}/stop")->assertOk();

        $this->assertSame(['message.stopped', 'thread.updated'], $this->names($thread));
    }
}
