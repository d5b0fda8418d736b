<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CouncilUserTest extends TestCase
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

    public function test_any_member_lists_the_councils_users(): void
    {
        $this->actingAs($this->user('member@example.com'))
            ->getJson("/api/councils/{$this->northfield()->id}/users")
            ->assertOk()
            ->assertJsonCount(2, 'data')
            ->assertJsonPath('meta.total', 2);
    }

    public function test_a_non_member_may_not_list_them(): void
    {
        $this->actingAs($this->user('nocouncil@example.com'))
            ->getJson("/api/councils/{$this->northfield()->id}/users")
            ->assertForbidden();
    }

    public function test_only_an_admin_changes_a_role(): void
    {
        $council = $this->northfield();
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');

        $this->actingAs($member)->putJson("/api/councils/{$council->id}/users/{$demo->id}", ['role' => 'member'])->assertForbidden();
        $this->actingAs($demo)->putJson("/api/councils/{$council->id}/users/{$member->id}", ['role' => 'manager'])
            ->assertOk()
            ->assertJsonPath('data.role', 'manager');
    }

    public function test_the_last_admin_keeps_the_role(): void
    {
        $council = $this->northfield();
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)->putJson("/api/councils/{$council->id}/users/{$demo->id}", ['role' => 'member'])
            ->assertUnprocessable()
            ->assertJsonPath('errors.role.0', 'The council must keep at least one admin.');
    }

    public function test_an_invitee_without_an_account_is_listed_as_invited(): void
    {
        $council = $this->northfield();

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$council->id}/users", ['email' => 'new.clerk@example.com', 'role' => 'member'])
            ->assertCreated()
            ->assertJsonPath('data.status', 'pending')
            ->assertJsonPath('data.council.id', $council->id);

        $this->actingAs($this->user('member@example.com'))
            ->getJson("/api/councils/{$council->id}/users?status=invited")
            ->assertOk()
            ->assertJsonPath('data.0.email', 'new.clerk@example.com');
    }
}
