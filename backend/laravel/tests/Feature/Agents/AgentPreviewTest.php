<?php

namespace Tests\Feature\Agents;

use App\Facades\AiReply;
use App\Models\Agent;
use App\Models\Message;
use App\Models\Thread;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

/** previewAgent: the author tries an agent, a draft too, before publishing it. */
class AgentPreviewTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function draft(): Agent
    {
        $id = $this->actingAs($this->user('demo@example.com'))->postJson('/api/agents', [
            'name' => 'Tree Officer', 'description' => 'Answers questions about tree preservation orders.',
        ])->assertCreated()->json('data.id');

        return Agent::findOrFail($id);
    }

    public function test_the_author_gets_the_whole_answer_and_nothing_is_stored(): void
    {
        $fake = AiReply::fake(['Yes: a tree in a conservation area needs six weeks notice.']);
        $agent = $this->draft();
        Queue::fake();
        [$threads, $messages] = [Thread::count(), Message::count()];

        $this->postJson("/api/agents/{$agent->id}/preview", ['content' => 'Can I prune the oak?'])
            ->assertOk()
            ->assertExactJson(['data' => [
                'agent_id' => $agent->id,
                'content' => 'Yes: a tree in a conservation area needs six weeks notice.',
            ]]);

        $fake->assertPrompted(fn (string $prompt, Agent $asked) => $prompt === 'Can I prune the oak?' && $asked->is($agent));
        $this->assertSame([$threads, $messages], [Thread::count(), Message::count()]);
        $this->assertSame('draft', $agent->fresh()->status);
        Queue::assertNothingPushed();
    }

    public function test_someone_elses_published_agent_is_403_and_their_draft_404(): void
    {
        AiReply::fake();
        $draft = $this->draft();
        $published = Agent::where('slug', 'contract-reviewer')->firstOrFail();
        $this->actingAs($this->user('member@example.com'));

        $this->postJson("/api/agents/{$published->id}/preview", ['content' => 'Hello'])->assertForbidden();
        $this->postJson("/api/agents/{$draft->id}/preview", ['content' => 'Hello'])->assertNotFound();
        AiReply::assertNothingPrompted();
    }

    public function test_an_empty_or_long_message_is_refused_on_its_field(): void
    {
        AiReply::fake();
        $agent = $this->draft();

        $this->postJson("/api/agents/{$agent->id}/preview", ['content' => '   '])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['content' => 'The content field is required.']);
        $this->postJson("/api/agents/{$agent->id}/preview", ['content' => str_repeat('x', 4001)])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['content' => 'The content field must not be greater than 4000 characters.']);
        AiReply::assertNothingPrompted();
    }
}
