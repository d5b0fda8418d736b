<?php

namespace Tests\Feature;

use App\Events\MessageCompleted;
use App\Events\MessageCreated;
use App\Events\MessageDelta;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Tests\TestCase;

class ThreadMessageTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function demo(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    private function thread(User $user): int
    {
        return $this->actingAs($user)->postJson('/api/threads', ['agent_id' => $user->agents()->first()->id])
            ->assertCreated()
            ->assertJsonPath('data.title', 'New chat')
            ->json('data.id');
    }

    public function test_the_reply_streams_as_created_deltas_and_completed(): void
    {
        Event::fake([MessageCreated::class, MessageDelta::class, MessageCompleted::class]);
        $demo = $this->demo();
        $thread = $this->thread($demo);

        $this->actingAs($demo)->postJson("/api/threads/{$thread}/message", ['content' => 'Is a rear extension allowed?'])
            ->assertCreated()
            ->assertJsonPath('data.role', 'user')
            ->assertJsonPath('data.status', 'completed');

        Event::assertDispatched(MessageCreated::class, fn ($event) => $event->broadcastOn()[0]->name === "private-threads.{$thread}");
        Event::assertDispatched(MessageDelta::class, fn ($event) => $event->index === 0);
        Event::assertDispatched(MessageCompleted::class, fn ($event) => $event->message->status === 'completed'
            && str_contains($event->message->content, 'rear extension'));

        $this->actingAs($demo)->getJson("/api/threads/{$thread}")
            ->assertOk()
            ->assertJsonPath('data.title', 'Is a rear extension allowed?')
            ->assertJsonPath('data.messages_count', 2)
            ->assertJsonPath('messages.data.0.role', 'assistant')
            ->assertJsonPath('messages.data.0.status', 'completed');
    }

    public function test_a_message_waits_for_the_reply_under_way(): void
    {
        $demo = $this->demo();
        $thread = $this->thread($demo);
        $demo->threads()->find($thread)->messages()->create(['role' => 'assistant', 'status' => 'streaming']);

        $this->actingAs($demo)->postJson("/api/threads/{$thread}/message", ['content' => 'Hello?'])
            ->assertUnprocessable()
            ->assertJsonPath('errors.content.0', 'Wait for the agent to finish replying.');
    }

    public function test_only_an_agent_reply_can_be_stopped(): void
    {
        Event::fake([MessageCreated::class, MessageDelta::class, MessageCompleted::class]);
        $demo = $this->demo();
        $thread = $this->thread($demo);
        $message = $this->actingAs($demo)->postJson("/api/threads/{$thread}/message", ['content' => 'Hi'])->json('data.id');

        $this->actingAs($demo)->postJson("/api/threads/{$thread}/messages/{$message}/stop")
            ->assertUnprocessable()
            ->assertJsonPath('errors.message.0', 'Only an agent reply can be stopped.');
    }

    public function test_another_users_thread_is_forbidden_and_unlisted(): void
    {
        $thread = $this->thread($this->demo());
        $member = User::where('email', 'member@example.com')->firstOrFail();

        $this->actingAs($member)->getJson("/api/threads/{$thread}")->assertForbidden();
        $this->actingAs($member)->postJson("/api/threads/{$thread}/message", ['content' => 'Hi'])->assertForbidden();
        $this->actingAs($member)->getJson('/api/threads')->assertOk()->assertJsonCount(0, 'data');
    }

    public function test_a_thread_needs_one_of_the_callers_agents(): void
    {
        $this->actingAs($this->demo())->postJson('/api/threads', ['agent_id' => 3])
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent_id.0', 'The selected agent id is invalid.');
    }
}
