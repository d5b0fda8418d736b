<?php

namespace Tests\Feature;

use App\Models\Tool;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** What the contract promises of the lists: literal searches, the caller's folders and tool connections. */
class ListPromisesTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    public function test_a_search_matches_percent_and_underscore_literally(): void
    {
        $demo = $this->user('demo@example.com');
        $agent = $demo->agents()->first()->id;
        $this->actingAs($demo)->postJson('/api/threads', ['agent_id' => $agent, 'title' => 'Budget 100%_final'])->assertCreated();
        $this->actingAs($demo)->postJson('/api/threads', ['agent_id' => $agent, 'title' => 'Budget draft'])->assertCreated();

        $this->actingAs($demo)->getJson('/api/threads?search='.urlencode('%_'))
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.title', 'Budget 100%_final');
        $this->actingAs($demo)->getJson('/api/threads?search='.urlencode('t_d'))->assertOk()->assertJsonCount(0, 'data');
    }

    public function test_another_users_folder_or_an_unknown_one_is_refused(): void
    {
        $folder = $this->actingAs($this->user('demo@example.com'))->postJson('/api/folders', ['name' => 'Mine'])->json('data.id');
        $member = $this->user('member@example.com');

        foreach ([$folder, 999999] as $id) {
            $this->actingAs($member)->getJson("/api/threads?folder_id={$id}")
                ->assertUnprocessable()
                ->assertJsonPath('errors.folder_id.0', 'The selected folder id is invalid.');
        }
        $this->actingAs($this->user('demo@example.com'))->getJson("/api/threads?folder_id={$folder}")->assertOk();
    }

    public function test_each_tool_shows_the_callers_connection_only(): void
    {
        $tool = Tool::orderBy('name')->firstOrFail();
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        $demo->toolConnections()->where('tool_id', $tool->id)->delete();
        $member->toolConnections()->where('tool_id', $tool->id)->delete();
        $member->toolConnections()->create(['tool_id' => $tool->id, 'connected_at' => now()]);

        $this->actingAs($member)->getJson('/api/dictionaries/tools')->assertOk()->assertJsonPath('data.0.is_connected', true);
        $this->actingAs($demo)->getJson('/api/dictionaries/tools')->assertOk()->assertJsonPath('data.0.is_connected', false);
    }
}
