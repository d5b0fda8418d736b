<?php

namespace Tests\Feature;

use App\Models\Thread;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class MessageSearchTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function threadOf(string $email): Thread
    {
        $user = User::where('email', $email)->firstOrFail();
        $thread = $user->threads()->create(['agent_id' => $user->agents()->first()->id]);
        $thread->forceFill(['user_id' => $user->id])->save();

        return $thread;
    }

    public function test_every_word_must_occur_and_matches_are_ranges_of_the_snippet(): void
    {
        $thread = $this->threadOf('demo@example.com');
        $thread->messages()->create(['role' => 'user', 'content' => "Is a rear   extension\nallowed? ✓ Rear gardens too."]);
        $thread->messages()->create(['role' => 'user', 'content' => 'A front extension.']);

        $result = $this->actingAs($thread->user)->getJson('/api/messages/search?q=rear+extension')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.thread_title', 'New chat')
            ->assertJsonPath('data.0.snippet', 'Is a rear extension allowed? ✓ Rear gardens too.')
            ->assertJsonPath('data.0.cursor', null)
            ->json('data.0.highlights');

        $this->assertSame([['offset' => 5, 'length' => 4], ['offset' => 10, 'length' => 9], ['offset' => 31, 'length' => 4]], $result);
    }

    public function test_only_the_callers_threads_are_searched(): void
    {
        $this->threadOf('demo@example.com')->messages()->create(['role' => 'user', 'content' => 'A rear extension']);
        $member = User::where('email', 'member@example.com')->firstOrFail();

        $this->actingAs($member)->getJson('/api/messages/search?q=extension')->assertOk()->assertJsonCount(0, 'data');
    }

    public function test_a_query_shorter_than_two_characters_is_refused(): void
    {
        $this->actingAs(User::firstOrFail())->getJson('/api/messages/search?q=%20a%20')
            ->assertUnprocessable()
            ->assertJsonPath('errors.q.0', 'The q field must be at least 2 characters.');
    }
}
