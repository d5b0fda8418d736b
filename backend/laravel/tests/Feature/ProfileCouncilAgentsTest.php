<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\Category;
use App\Models\Council;
use App\Models\CouncilAgent;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** The agents a member's councils enable for them are in the member's own list, with `source: council`. */
class ProfileCouncilAgentsTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private User $member;

    private Agent $agent;

    private CouncilAgent $councilAgent;

    protected function setUp(): void
    {
        parent::setUp();
        $this->member = User::firstWhere('email', 'member@example.com');
        $this->agent = new Agent(['name' => 'Planning Helper', 'slug' => 'planning-helper', 'description' => 'Reads planning applications.', 'category_id' => Category::value('id')]);
        $this->agent->author()->associate(User::firstWhere('email', 'demo@example.com'));
        $this->agent->forceFill(['status' => 'published', 'published_at' => now()])->save();
        $this->councilAgent = Council::where('slug', 'northfield')->firstOrFail()
            ->councilAgents()->create(['agent_id' => $this->agent->id]);
        $this->councilAgent->users()->attach($this->member);
    }

    /** @return list<array<string, mixed>> */
    private function listed(): array
    {
        return collect($this->actingAs($this->member)->getJson('/api/profile/agents')->assertOk()->json('data'))
            ->where('id', $this->agent->id)->values()->all();
    }

    public function test_an_agent_the_council_enables_for_the_member_is_listed_with_source_council(): void
    {
        $response = $this->actingAs($this->member)->getJson('/api/profile/agents')->assertOk();

        $this->assertSame(['data'], array_keys($response->json()));
        $this->assertCount(1, $this->listed());
        $this->assertSame('council', $this->listed()[0]['source']);
        $this->assertFalse($this->listed()[0]['is_pinned']);
    }

    public function test_it_is_not_listed_when_the_council_disables_it_or_the_member_is_not_assigned(): void
    {
        $this->councilAgent->update(['is_enabled' => false]);
        $this->assertSame([], $this->listed());

        $this->councilAgent->update(['is_enabled' => true]);
        $this->councilAgent->users()->detach($this->member);
        $this->assertSame([], $this->listed());
    }

    public function test_removing_it_hides_it_and_adding_it_brings_it_back_from_the_council(): void
    {
        $this->actingAs($this->member)->deleteJson("/api/profile/agents/{$this->agent->id}")->assertNoContent();
        $this->assertSame([], $this->listed());
        $this->actingAs($this->member)->deleteJson("/api/profile/agents/{$this->agent->id}")->assertNotFound();
        $this->actingAs($this->member)->getJson("/api/agents/{$this->agent->id}")->assertJsonPath('data.is_added', false);

        $this->actingAs($this->member)->postJson("/api/agents/{$this->agent->id}/add")
            ->assertCreated()
            ->assertJsonPath('data.id', $this->agent->id)
            ->assertJsonPath('data.source', 'council');
        $this->assertSame('council', $this->listed()[0]['source'] ?? null);
        $this->actingAs($this->member)->getJson("/api/agents/{$this->agent->id}")->assertJsonPath('data.is_added', true);
        $this->actingAs($this->member)->postJson("/api/agents/{$this->agent->id}/add")
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['agent' => 'The agent has already been added.']);
    }

    public function test_it_can_be_pinned_and_comes_first(): void
    {
        $this->actingAs($this->member)->putJson("/api/profile/agents/{$this->agent->id}", ['is_pinned' => true])
            ->assertOk()
            ->assertJsonPath('data.source', 'council')
            ->assertJsonPath('data.is_pinned', true);

        $this->actingAs($this->member)->getJson('/api/profile/agents')
            ->assertJsonPath('data.0.id', $this->agent->id)
            ->assertJsonPath('data.0.is_pinned', true);
    }
}
