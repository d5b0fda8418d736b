<?php

namespace Tests\Feature;

use App\Mail\CouncilInvitation;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class ResendInvitationTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function northfield(): Council
    {
        return Council::where('slug', 'northfield')->firstOrFail();
    }

    private function invited(): User
    {
        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$this->northfield()->id}/users", ['email' => 'dan.hughes@example.org', 'role' => 'member'])
            ->assertCreated();

        return $this->user('dan.hughes@example.org');
    }

    public function test_a_fresh_link_is_mailed_and_the_old_one_stops_working(): void
    {
        Mail::fake();
        $dan = $this->invited();
        $oldLink = Mail::sent(CouncilInvitation::class)->first()->token;
        $old = $this->northfield()->invitations()->firstWhere('email', 'dan.hughes@example.org');
        $old->forceFill(['expires_at' => now()->subDay()])->save();
        Mail::fake();

        $response = $this->postJson("/api/councils/{$this->northfield()->id}/users/{$dan->id}/resend-invitation")
            ->assertOk()
            ->assertJsonPath('message', 'Invitation sent again.')
            ->assertJsonPath('data.user_id', $dan->id);

        $fresh = $old->fresh();
        $this->assertTrue($fresh->expires_at->isAfter(now()->addDays(6)));
        parse_str((string) parse_url($response->json('data.invitation_url'), PHP_URL_QUERY), $link);
        $this->assertSame('http://localhost:5173/auth/Accept_invitation?token='.$link['token'], $response->json('data.invitation_url'));
        // The database keeps only the token's hash.
        $this->assertSame(hash('sha256', $link['token']), $fresh->token);
        Mail::assertSent(CouncilInvitation::class, fn (CouncilInvitation $mail) => $mail->hasTo('dan.hughes@example.org') && $mail->token === $link['token']);
        $this->getJson('/api/councils/get-invitation-info?token='.$link['token'])->assertOk();
        $this->getJson('/api/councils/get-invitation-info?token='.$oldLink)->assertNotFound();
    }

    public function test_without_notify_only_the_link_is_answered(): void
    {
        $dan = $this->invited();
        Mail::fake();

        $this->postJson("/api/councils/{$this->northfield()->id}/users/{$dan->id}/resend-invitation", ['notify' => false])
            ->assertOk()
            ->assertJsonPath('message', 'Invitation link renewed.');
        Mail::assertNothingSent();
    }

    public function test_an_active_member_or_a_user_outside_the_council_is_refused(): void
    {
        $council = $this->northfield();
        $this->actingAs($this->user('demo@example.com'));

        $this->postJson("/api/councils/{$council->id}/users/{$this->user('member@example.com')->id}/resend-invitation")
            ->assertUnprocessable()
            ->assertExactJson(['message' => 'Mia Member is already a member.', 'errors' => ['user' => ['Mia Member is already a member.']]]);
        $this->postJson("/api/councils/{$council->id}/users/{$this->user('nocouncil@example.com')->id}/resend-invitation")
            ->assertNotFound();
    }

    public function test_only_an_admin_resends(): void
    {
        $dan = $this->invited();

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/councils/{$this->northfield()->id}/users/{$dan->id}/resend-invitation")
            ->assertForbidden();
    }
}
