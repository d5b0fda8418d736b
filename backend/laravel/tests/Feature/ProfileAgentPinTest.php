<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProfileAgentPinTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function demo(): User
    {
        return User::firstWhere('email', 'demo@example.com');
    }

    public function test_pinning_sets_pinned_at_and_pinning_again_keeps_it(): void
    {
        $agent = $this->demo()->agents()->wherePivotNull('pinned_at')->firstOrFail();

        $pinnedAt = $this->actingAs($this->demo())->putJson("/api/profile/agents/{$agent->id}", ['is_pinned' => true])
            ->assertOk()
            ->assertJsonPath('data.id', $agent->id)
            ->assertJsonPath('data.is_pinned', true)
            ->json('data.pinned_at');
        $this->assertNotNull($pinnedAt);
        $this->travel(5)->minutes();

        $this->actingAs($this->demo())->putJson("/api/profile/agents/{$agent->id}", ['is_pinned' => true])
            ->assertJsonPath('data.pinned_at', $pinnedAt);
        $this->actingAs($this->demo())->putJson("/api/profile/agents/{$agent->id}", ['is_pinned' => false])
            ->assertOk()
            ->assertJsonPath('data.is_pinned', false)
            ->assertJsonPath('data.pinned_at', null);
    }

    public function test_an_agent_not_in_the_list_is_not_found_and_is_pinned_is_required(): void
    {
        $other = Agent::whereNotIn('id', $this->demo()->agents()->pluck('agents.id'))->firstOrFail();

        $this->actingAs($this->demo())->putJson("/api/profile/agents/{$other->id}", ['is_pinned' => true])
            ->assertNotFound()
            ->assertExactJson(['message' => "No query results for model [App\\Models\\Agent] {$other->id}"]);
        $this->actingAs($this->demo())->putJson("/api/profile/agents/{$other->id}", [])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['is_pinned' => 'The is pinned field is required.']);
        $this->actingAs($this->demo())->deleteJson("/api/profile/agents/{$other->id}")->assertNotFound();
    }

    public function test_removing_keeps_the_agent_and_the_threads(): void
    {
        $demo = $this->demo();
        $agent = $demo->agents()->firstOrFail();
        $thread = $demo->threads()->create(['agent_id' => $agent->id]);

        $this->actingAs($demo)->deleteJson("/api/profile/agents/{$agent->id}")->assertNoContent();

        $this->assertFalse($demo->agents()->whereKey($agent->id)->exists());
        $this->assertModelExists($agent);
        $this->assertModelExists($thread);
    }
}
