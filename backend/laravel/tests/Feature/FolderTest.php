<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class FolderTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    public function test_a_taken_name_is_refused_on_its_field(): void
    {
        $demo = $this->user('demo@example.com');
        $this->actingAs($demo)->postJson('/api/folders', ['name' => 'Planning'])->assertCreated();

        $this->actingAs($demo)->postJson('/api/folders', ['name' => '  Planning '])
            ->assertUnprocessable()
            ->assertExactJson(['message' => 'The name has already been taken.', 'errors' => ['name' => ['The name has already been taken.']]]);
    }

    public function test_names_are_unique_per_owner_only(): void
    {
        $this->actingAs($this->user('demo@example.com'))->postJson('/api/folders', ['name' => 'Planning'])->assertCreated();
        $this->actingAs($this->user('member@example.com'))->postJson('/api/folders', ['name' => 'Planning'])->assertCreated();
    }

    public function test_another_users_folder_is_forbidden(): void
    {
        $id = $this->actingAs($this->user('demo@example.com'))->postJson('/api/folders', ['name' => 'Mine'])->json('data.id');

        $member = $this->user('member@example.com');
        $this->actingAs($member)->getJson("/api/folders/{$id}")->assertForbidden()->assertExactJson(['message' => 'This action is unauthorized.']);
        $this->actingAs($member)->patchJson("/api/folders/{$id}", ['name' => 'Theirs'])->assertForbidden();
        $this->actingAs($member)->deleteJson("/api/folders/{$id}")->assertForbidden();
        $this->actingAs($member)->getJson('/api/folders')->assertOk()->assertJsonCount(0, 'data');
    }

    public function test_deleting_a_folder_keeps_its_threads_outside_any_folder(): void
    {
        $demo = $this->user('demo@example.com');
        $folder = $this->actingAs($demo)->postJson('/api/folders', ['name' => 'Temp'])->json('data.id');
        $agent = $demo->agents()->first()->id;
        $thread = $this->actingAs($demo)->postJson('/api/threads', ['agent_id' => $agent, 'folder_id' => $folder])->json('data.id');

        $this->actingAs($demo)->deleteJson("/api/folders/{$folder}")->assertNoContent();
        $this->actingAs($demo)->getJson("/api/threads/{$thread}")->assertOk()->assertJsonPath('data.folder_id', null);
    }
}
