<?php

namespace Tests\Feature;

use App\Enums\CouncilRole;
use App\Enums\MembershipStatus;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** Council roles and membership statuses are backed enums: cast on the membership, validated with Rule::enum. */
class CouncilEnumsTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    public function test_a_membership_reads_its_role_and_status_as_enums(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $demo = User::firstWhere('email', 'demo@example.com');

        $this->assertSame(CouncilRole::Admin, $demo->roleIn($northfield));
        $this->assertSame(CouncilRole::Member, User::firstWhere('email', 'member@example.com')->roleIn($northfield));
        $this->assertSame(MembershipStatus::Active, $northfield->users()->findOrFail($demo->id)->pivot->status);
        $this->assertNull(User::firstWhere('email', 'nocouncil@example.com')->roleIn($northfield));
    }

    public function test_a_role_or_status_outside_the_enums_is_refused(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $this->actingAs(User::firstWhere('email', 'demo@example.com'));

        $this->getJson("/api/councils/{$northfield->id}/users?role=owner&status=banned")
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['role' => 'The selected role is invalid.', 'status' => 'The selected status is invalid.']);
        $this->postJson("/api/councils/{$northfield->id}/users", ['email' => 'new.clerk@example.com', 'role' => 'owner'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['role' => 'The selected role is invalid.']);
    }
}
