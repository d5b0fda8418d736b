<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\Council;
use App\Models\CouncilAgent;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * createThread with an agent a council provides (enabled there, the caller an active member assigned
 * to it): the thread is the council's (`council_id`), and follows the council's settings afterwards.
 */
class CouncilThreadTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function member(): User
    {
        return User::where('email', 'member@example.com')->firstOrFail();
    }

    private function northfield(): Council
    {
        return Council::where('slug', 'northfield')->firstOrFail();
    }

    /** Contract Reviewer: Northfield's agent, which Mia (a plain member) is assigned to but has not added herself. */
    private function councilAgent(): Agent
    {
        return Agent::withTrashed()->where('slug', 'contract-reviewer')->firstOrFail();
    }

    public function test_an_agent_the_council_provides_starts_a_thread_of_that_council(): void
    {
        $member = $this->member();
        $this->assertFalse($member->agents()->whereKey($this->councilAgent()->id)->exists());

        $thread = $this->actingAs($member)
            ->postJson('/api/threads', ['agent_id' => (string) $this->councilAgent()->id, 'council_id' => 999])
            ->assertCreated()
            ->assertJsonPath('data.agent_id', $this->councilAgent()->id)
            ->assertJsonPath('data.council_id', $this->northfield()->id)
            ->json('data.id');

        $this->actingAs($member)->postJson("/api/threads/{$thread}/message", ['content' => 'Is this clause risky?'])
            ->assertCreated();
    }

    public function test_an_agent_in_the_callers_own_agents_starts_a_thread_of_no_council(): void
    {
        $demo = User::where('email', 'demo@example.com')->firstOrFail();

        // Demo has Contract Reviewer in their own agents and through Northfield: their own comes first.
        $this->actingAs($demo)->postJson('/api/threads', ['agent_id' => $this->councilAgent()->id])
            ->assertCreated()
            ->assertJsonPath('data.council_id', null);
    }

    /** @return array<string, array{callable(CouncilAgent, User): void}> */
    public static function notProvided(): array
    {
        return [
            'the council disabled the agent' => [fn (CouncilAgent $row, User $member) => $row->update(['is_enabled' => false])],
            'the member is not assigned to it' => [fn (CouncilAgent $row, User $member) => $row->users()->detach($member)],
            'the member left the council' => [fn (CouncilAgent $row, User $member) => $row->council->users()->detach($member)],
            'the membership is not active' => [fn (CouncilAgent $row, User $member) => $row->council->users()->updateExistingPivot($member, ['status' => 'invited'])],
            'the agent was deleted' => [fn (CouncilAgent $row, User $member) => $row->agent->delete()],
        ];
    }

    #[DataProvider('notProvided')]
    public function test_an_agent_the_council_does_not_provide_to_the_caller_is_refused(callable $change): void
    {
        $member = $this->member();
        $row = $this->northfield()->councilAgents()->where('agent_id', $this->councilAgent()->id)->firstOrFail();
        $change($row, $member);

        $this->actingAs($member)->postJson('/api/threads', ['agent_id' => $this->councilAgent()->id])
            ->assertUnprocessable()
            ->assertJsonPath('errors.agent_id.0', 'The selected agent id is invalid.');
        $this->assertSame(0, $member->threads()->count());
    }

    public function test_a_council_thread_follows_the_councils_settings(): void
    {
        $member = $this->member();
        $thread = $this->actingAs($member)->postJson('/api/threads', ['agent_id' => $this->councilAgent()->id])->json('data.id');

        $this->northfield()->councilAgents()->where('agent_id', $this->councilAgent()->id)->update(['is_enabled' => false]);

        $this->actingAs($member)->postJson("/api/threads/{$thread}/message", ['content' => 'Still there?'])
            ->assertForbidden();
    }
}
