<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** updateCouncilAgentUsers takes its members' ids in every form the `integer` rule accepts. */
class CouncilAgentUsersIdFormsTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    public function test_members_given_as_strings_or_floats_are_assigned(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $agent = Agent::where('slug', 'contract-reviewer')->firstOrFail();
        $demo = User::firstWhere('email', 'demo@example.com');
        $member = User::firstWhere('email', 'member@example.com');

        $this->actingAs($demo)
            ->putJson("/api/councils/{$northfield->id}/agents/{$agent->id}/users", ['users' => [(string) $member->id, (float) $demo->id]])
            ->assertOk()
            ->assertJsonPath('data.*.id', [$demo->id, $member->id]);
        $this->actingAs($demo)
            ->putJson("/api/councils/{$northfield->id}/agents/{$agent->id}/users", ['users' => ['999999']])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['users.0' => 'The selected users.0 is not a member of this council.']);
    }
}
