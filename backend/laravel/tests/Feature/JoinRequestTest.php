<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class JoinRequestTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    public function test_an_admin_lists_the_pending_requests(): void
    {
        $council = Council::where('slug', 'riverside')->firstOrFail();
        $nora = $this->user('nocouncil@example.com');
        $council->joinRequests()->create(['user_id' => $nora->id, 'message' => 'Please let me in.']);
        $decided = $council->joinRequests()->create(['user_id' => $this->user('member@example.com')->id]);
        $decided->forceFill(['status' => 'rejected', 'decided_at' => now()])->save();

        $this->actingAs($this->user('demo@example.com'))
            ->getJson("/api/councils/{$council->id}/join-requests?status=pending&per_page=15")
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.user.email', 'nocouncil@example.com')
            ->assertJsonPath('data.0.status', 'pending')
            ->assertJsonPath('meta.per_page', 15);
    }

    public function test_a_plain_member_may_not(): void
    {
        $council = Council::where('slug', 'northfield')->firstOrFail();

        $this->actingAs($this->user('member@example.com'))
            ->getJson("/api/councils/{$council->id}/join-requests")
            ->assertForbidden();
    }

    public function test_an_unknown_status_is_refused(): void
    {
        $council = Council::where('slug', 'northfield')->firstOrFail();

        $this->actingAs($this->user('demo@example.com'))
            ->getJson("/api/councils/{$council->id}/join-requests?status=maybe")
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['status' => 'The selected status is invalid.']);
    }
}
