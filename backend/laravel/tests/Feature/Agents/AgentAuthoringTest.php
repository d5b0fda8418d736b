<?php

namespace Tests\Feature\Agents;

use App\Models\Agent;
use App\Models\Category;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** createAgent, getAgent, updateAgent, publishAgent and deleteAgent. */
class AgentAuthoringTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function draft(string $email = 'demo@example.com', array $fields = []): int
    {
        return $this->actingAs($this->user($email))->postJson('/api/agents', [
            'name' => 'Tree Officer', 'description' => 'Answers questions about tree preservation orders.',
            'category_id' => Category::where('slug', 'planning-environment')->value('id'), ...$fields,
        ])->assertCreated()->json('data.id');
    }

    public function test_a_new_agent_is_the_callers_draft_with_a_unique_slug(): void
    {
        $this->actingAs($this->user('demo@example.com'))->postJson('/api/agents', [
            'name' => 'Planning Officer Assistant', 'description' => 'Another one.',
            'tools' => ['slack'], 'status' => 'published', 'slug' => 'mine',
        ])
            ->assertCreated()
            ->assertJsonPath('data.status', 'draft')
            ->assertJsonPath('data.slug', 'planning-officer-assistant-2')
            ->assertJsonPath('data.author.name', 'Demo Admin')
            ->assertJsonPath('data.pricing', 'free')
            ->assertJsonPath('data.price_terms', null)
            ->assertJsonPath('data.tools', ['slack'])
            ->assertJsonPath('data.is_added', false)
            ->assertJsonPath('data.files_count', 0)
            ->assertJsonPath('data.published_at', null);
    }

    public function test_create_refuses_bad_fields_with_laravels_messages(): void
    {
        $this->actingAs($this->user('demo@example.com'))->postJson('/api/agents', [
            'name' => '', 'description' => str_repeat('x', 1001), 'category_id' => 999999,
            'price' => 500, 'tools' => ['slack', 'no-such-tool'],
        ])
            ->assertUnprocessable()
            ->assertJsonPath('errors.name.0', 'The name field is required.')
            ->assertJsonPath('errors.description.0', 'The description field must not be greater than 1000 characters.')
            ->assertJsonPath('errors.category_id.0', 'The selected category id is invalid.')
            ->assertJsonPath('errors.price.0', 'The price field is prohibited when pricing is free.')
            ->assertJsonValidationErrors(['tools.1' => 'The selected tools.1 is invalid.'])
            ->assertJsonMissingValidationErrors('tools.0');

        $this->postJson('/api/agents', ['name' => 'Paid', 'description' => 'Paid.', 'pricing' => 'paid'])
            ->assertUnprocessable()
            ->assertJsonPath('errors.price.0', 'The price field is required when pricing is paid.')
            ->assertJsonPath('errors.currency.0', 'The currency field is required when pricing is paid.');
    }

    public function test_only_a_councils_admins_and_managers_create_agents_for_it(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $this->actingAs($this->user('member@example.com'))
            ->postJson('/api/agents', ['name' => 'Clerk', 'description' => 'Minutes.', 'council_id' => $northfield->id])
            ->assertForbidden();

        $manager = User::factory()->create(['email' => 'manager@example.com']);
        $northfield->users()->attach($manager, ['role' => 'manager', 'status' => 'active', 'joined_at' => now()]);
        $id = $this->draft('manager@example.com', ['council_id' => $northfield->id]);
        $this->assertSame($northfield->id, Agent::find($id)->council_id);
        $this->getJson("/api/councils/{$northfield->id}/agents")->assertOk()->assertJsonPath('data.1.id', $id)->assertJsonPath('data.1.agent.name', 'Tree Officer');
    }

    public function test_a_draft_is_seen_by_its_author_alone(): void
    {
        $id = $this->draft();

        $this->getJson("/api/agents/{$id}")->assertOk()->assertJsonPath('data.name', 'Tree Officer');
        $this->actingAs($this->user('member@example.com'))->getJson("/api/agents/{$id}")->assertNotFound();
        $this->putJson("/api/agents/{$id}", ['name' => 'Mine'])->assertNotFound();
        $this->postJson("/api/agents/{$id}/publish")->assertNotFound();
        $this->deleteJson("/api/agents/{$id}")->assertNotFound();
        $this->getJson('/api/agents/999999')->assertNotFound();
    }

    public function test_update_changes_the_fields_sent_and_only_the_author_may(): void
    {
        $id = $this->draft();

        $this->putJson("/api/agents/{$id}", ['description' => 'New.', 'pricing' => 'paid', 'price' => 1999, 'currency' => 'GBP', 'status' => 'published'])
            ->assertOk()
            ->assertJsonPath('data.name', 'Tree Officer')
            ->assertJsonPath('data.description', 'New.')
            ->assertJsonPath('data.status', 'draft')
            ->assertJsonPath('data.price', 1999)
            ->assertJsonPath('data.price_terms.recurrence', 'one_off');
        $this->putJson("/api/agents/{$id}", ['currency' => null])
            ->assertUnprocessable()
            ->assertJsonPath('errors.currency.0', 'The currency field is required when pricing is paid.');
        $this->putJson("/api/agents/{$id}", ['pricing' => 'free'])
            ->assertOk()
            ->assertJsonPath('data.price', null)
            ->assertJsonPath('data.currency', null);

        $published = Agent::where('slug', 'planning-officer-assistant')->value('id');
        $this->putJson("/api/agents/{$published}", ['name' => 'Taken over'])->assertForbidden();
    }

    public function test_publish_lists_the_draft_in_the_store_once(): void
    {
        $id = $this->draft(fields: ['category_id' => null]);

        $this->postJson("/api/agents/{$id}/publish")
            ->assertUnprocessable()
            ->assertJsonPath('errors.category_id.0', 'The category field is required to publish an agent.');
        $this->putJson("/api/agents/{$id}", ['category_id' => Category::value('id')])->assertOk();
        $this->actingAs($this->user('member@example.com'))->postJson("/api/agents/{$id}/publish")->assertNotFound();

        $this->actingAs($this->user('demo@example.com'))->postJson("/api/agents/{$id}/publish")
            ->assertOk()
            ->assertJsonPath('data.status', 'published')
            ->assertJsonPath('data.published_at', fn ($at) => $at !== null);
        $this->postJson("/api/agents/{$id}/publish")
            ->assertUnprocessable()
            ->assertJsonPath('errors.status.0', 'The agent is already published.');
        $this->actingAs($this->user('member@example.com'))->getJson('/api/agents')
            ->assertOk()->assertJsonPath('data.0.id', $id);
        $this->postJson("/api/agents/{$id}/publish")->assertForbidden();
    }

    public function test_delete_takes_the_agent_out_of_the_store_and_lists_and_keeps_threads(): void
    {
        $id = $this->draft();
        $this->postJson("/api/agents/{$id}/publish")->assertOk();
        $member = $this->user('member@example.com');
        $this->actingAs($member)->postJson("/api/agents/{$id}/add")->assertCreated();
        $thread = $this->postJson('/api/threads', ['agent_id' => $id])->assertCreated()->json('data.id');

        $this->deleteJson("/api/agents/{$id}")->assertForbidden();
        $this->actingAs($this->user('demo@example.com'))->deleteJson("/api/agents/{$id}")->assertNoContent();

        $this->getJson("/api/agents/{$id}")->assertNotFound();
        $this->actingAs($member)->getJson('/api/profile/agents')->assertJsonMissing(['id' => $id]);
        $this->getJson("/api/threads/{$thread}")->assertOk()->assertJsonPath('data.agent_id', $id);
        $this->postJson("/api/threads/{$thread}/message", ['content' => 'Still there?'])->assertForbidden();
    }
}
