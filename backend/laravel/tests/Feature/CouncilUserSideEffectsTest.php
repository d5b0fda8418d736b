<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** What changing a council user does beside the change itself. */
class CouncilUserSideEffectsTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function council(string $slug): Council
    {
        return Council::where('slug', $slug)->firstOrFail();
    }

    public function test_a_licence_another_member_holds_is_refused_in_any_council(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        $northfield->users()->updateExistingPivot($member->id, ['licence_id' => 31]);
        $this->council('riverside')->users()->updateExistingPivot($demo->id, ['licence_id' => 77]);
        // Whatever the seed gives demo in northfield: a refused assignment leaves it as it was.
        $before = $northfield->users()->find($demo->id)->pivot->licence_id;

        foreach ([31, 77] as $held) {
            $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$demo->id}", ['licence_id' => $held])
                ->assertUnprocessable()
                ->assertJsonValidationErrors('licence_id');
        }
        $this->assertSame($before, $northfield->users()->find($demo->id)->pivot->licence_id);
    }

    public function test_a_member_keeps_their_own_licence_and_it_can_be_taken_back(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        $northfield->users()->updateExistingPivot($member->id, ['licence_id' => 31]);

        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$member->id}", ['licence_id' => 31])
            ->assertOk()
            ->assertJsonPath('data.licence_id', 31);
        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$member->id}", ['licence_id' => null])
            ->assertOk()
            ->assertJsonPath('data.licence_id', null);
    }

    public function test_a_pending_invitees_new_role_is_on_their_invitation(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $this->actingAs($demo)
            ->postJson("/api/councils/{$northfield->id}/users", ['email' => 'new.clerk@example.com', 'role' => 'member'])
            ->assertCreated();
        $invitee = $this->user('new.clerk@example.com');

        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$invitee->id}", ['role' => 'manager'])
            ->assertOk()
            ->assertJsonPath('data.role', 'manager');

        $this->assertSame('manager', $northfield->invitations()->where('email', 'new.clerk@example.com')->sole()->role);
    }
}
