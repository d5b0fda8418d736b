<?php

namespace Tests\Feature;

use App\Enums\CouncilRole;
use App\Enums\MembershipStatus;
use App\Events\CouncilMemberRemoved;
use App\Models\Council;
use App\Models\Invitation;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Tests\TestCase;

class ProfileInvitationTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function invite(string $slug, string $email = 'nocouncil@example.com'): Invitation
    {
        $council = Council::where('slug', $slug)->firstOrFail();
        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$council->id}/users", ['email' => $email, 'role' => 'member'])
            ->assertCreated();

        return $council->invitations()->where('email', $email)->latest('id')->firstOrFail();
    }

    public function test_the_pending_invitations_newest_first(): void
    {
        $older = $this->invite('northfield');
        $this->travel(1)->minutes();
        $newer = $this->invite('riverside');
        $this->invite('riverside', 'someone.else@example.org');
        $eastgate = Council::create(['name' => 'Eastgate Council', 'slug' => 'eastgate']);
        $expired = $eastgate->invitations()->create([
            'email' => 'nocouncil@example.com', 'role' => 'member', 'token' => 'expired-token',
            'expires_at' => now()->subMinute(), 'invited_by' => $this->user('demo@example.com')->id,
        ]);

        $this->actingAs($this->user('nocouncil@example.com'))
            ->getJson('/api/profile/invitations')
            ->assertOk()
            ->assertJsonCount(2, 'data')
            ->assertJsonPath('data.0.id', $newer->id)
            ->assertJsonPath('data.1.id', $older->id)
            ->assertJsonPath('data.0.council.slug', 'riverside')
            ->assertJsonPath('data.0.invited_by.name', 'Demo Admin')
            ->assertJsonPath('data.0.status', 'pending');
        $this->assertTrue($expired->exists);
    }

    public function test_accepting_joins_the_council(): void
    {
        $invitation = $this->invite('riverside');
        $nora = $this->user('nocouncil@example.com');

        $this->actingAs($nora)
            ->postJson("/api/profile/invitations/{$invitation->id}/accept")
            ->assertOk()
            ->assertJsonPath('message', 'Invitation accepted.')
            ->assertJsonPath('data.slug', 'riverside')
            ->assertJsonPath('data.role', 'member');

        $this->assertSame(CouncilRole::Member, $nora->roleIn($invitation->council));
        $this->assertSame($invitation->council_id, $nora->fresh()->current_council_id);
        $this->actingAs($nora)
            ->postJson("/api/profile/invitations/{$invitation->id}/accept")
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['invitation' => 'This invitation has already been accepted.']);
    }

    public function test_declining_deletes_it_and_the_invited_row(): void
    {
        Event::fake([CouncilMemberRemoved::class]);
        $invitation = $this->invite('riverside');
        $nora = $this->user('nocouncil@example.com');

        $this->actingAs($nora)->deleteJson("/api/profile/invitations/{$invitation->id}")->assertNoContent();

        $this->assertModelMissing($invitation);
        $this->assertFalse($invitation->council->users()->whereKey($nora->id)->exists());
        Event::assertDispatched(CouncilMemberRemoved::class, fn ($event) => $event->payload['user']['status'] === MembershipStatus::Invited);
    }

    public function test_another_users_or_an_unknown_invitation_is_not_found(): void
    {
        $invitation = $this->invite('riverside');
        $member = $this->user('member@example.com');

        $this->actingAs($member)->postJson("/api/profile/invitations/{$invitation->id}/accept")
            ->assertNotFound()
            ->assertExactJson(['message' => "No query results for model [App\\Models\\Invitation] {$invitation->id}"]);
        $this->actingAs($member)->deleteJson('/api/profile/invitations/999999')->assertNotFound();
    }

    public function test_an_expired_invitation_is_refused(): void
    {
        $invitation = $this->invite('riverside');
        $invitation->forceFill(['expires_at' => now()->subMinute()])->save();

        $this->actingAs($this->user('nocouncil@example.com'))
            ->deleteJson("/api/profile/invitations/{$invitation->id}")
            ->assertUnprocessable()
            ->assertExactJson([
                'message' => 'This invitation has expired.',
                'errors' => ['invitation' => ['This invitation has expired.']],
            ]);
    }
}
