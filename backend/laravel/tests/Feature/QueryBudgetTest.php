<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\Council;
use App\Models\CouncilAgent;
use App\Models\Thread;
use App\Models\Tool;
use App\Models\User;
use App\Models\UserPosition;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * Queries per operation, on lists of realistic size (60 of each: threads, messages with versions and
 * files, search hits, council members with positions, join requests, tools with connections): a page
 * of 50 costs the same queries as a page of 5, and no operation exceeds its budget. A relation read
 * row by row (an N+1) fails here twice: by the count, and by Model::preventLazyLoading().
 */
class QueryBudgetTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private const ROWS = 60;

    private User $demo;

    private Thread $thread;

    private Council $council;

    /** An agent of demo's with ROWS files, and the council's settings for it (ROWS members, ROWS files). */
    private Agent $authored;

    private CouncilAgent $councilAgent;

    protected function setUp(): void
    {
        parent::setUp();
        $this->demo = User::where('email', 'demo@example.com')->firstOrFail();
        $this->council = Council::where('slug', 'northfield')->firstOrFail();
        $agent = $this->demo->agents()->first();
        $folder = $this->demo->folders()->create(['name' => 'Planning']);

        for ($i = 0; $i < self::ROWS; $i++) {
            $this->demo->threads()->create(['agent_id' => $agent->id, 'folder_id' => $folder->id, 'title' => "Hedges {$i}"]);
        }
        $this->thread = $this->demo->threads()->create(['agent_id' => $agent->id, 'title' => 'Extensions']);
        for ($i = 0; $i < self::ROWS / 2; $i++) {
            $question = $this->thread->messages()->create(['role' => 'user', 'content' => "Is extension {$i} allowed?", 'status' => 'completed']);
            $question->files()->forceCreate(['thread_id' => $this->thread->id, 'name' => "plan-{$i}.pdf", 'path' => "plans/{$i}.pdf", 'mime_type' => 'application/pdf', 'size' => 1000]);
            $first = $this->thread->messages()->create(['role' => 'assistant', 'content' => "Extension {$i}: yes.", 'status' => 'completed', 'parent_id' => $question->id, 'is_current' => false]);
            $this->thread->messages()->create(['role' => 'assistant', 'content' => "Extension {$i}: yes, within limits.", 'status' => 'completed', 'parent_id' => $question->id, 'original_id' => $first->id, 'version' => 2]);
        }

        $positions = collect(['Clerk', 'Councillor', 'Treasurer'])->map(fn ($name) => UserPosition::firstOrCreate(['name' => $name]));
        for ($i = 0; $i < self::ROWS; $i++) {
            $user = User::create(['name' => "Member {$i}", 'email' => "member{$i}@example.org", 'password' => 'password']);
            $this->council->users()->attach($user, ['role' => 'member', 'status' => 'active', 'position_id' => $positions[$i % 3]->id, 'joined_at' => now()]);
            $this->council->joinRequests()->create(['user_id' => $user->id, 'message' => "Please let me in ({$i})"]);
        }

        $this->authored = $this->agentsOfCouncil(self::ROWS);
        for ($i = 0; $i < self::ROWS; $i++) {
            $this->authored->files()->create(['name' => "guide-{$i}.pdf", 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => "guides/{$i}.pdf"]);
        }
        $this->councilAgent = $this->council->councilAgents()->where('agent_id', $this->authored->id)->firstOrFail();
        $this->councilAgent->users()->attach($this->council->users()->pluck('users.id'));
        for ($i = 0; $i < self::ROWS; $i++) {
            $this->councilAgent->files()->create(['name' => "minutes-{$i}.pdf", 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => "minutes/{$i}.pdf", 'uploaded_by' => $this->demo->id]);
        }

        for ($i = 0; $i < self::ROWS; $i++) {
            $tool = Tool::create(['slug' => "tool-{$i}", 'name' => "Tool {$i}", 'description' => 'A tool.', 'functions' => [], 'function_definitions' => []]);
            $this->demo->toolConnections()->create(['tool_id' => $tool->id, 'connected_at' => now()]);
        }
    }

    /**
     * The list operations, their URL (with `{per_page}`) and their budget: the queries one call makes,
     * as measured on 2026-11-28 (the user, the page, its count, one per eager-loaded relation). A new
     * relation raises it here, on purpose; docs/testing.md lists the figures.
     *
     * @return array<string, array{string, int}>
     */
    public static function lists(): array
    {
        return [
            'listThreads' => ['/api/threads?per_page={per_page}', 4],
            'getThread' => ['/api/threads/{thread}?per_page={per_page}', 7],
            'searchMessages' => ['/api/messages/search?q=extension&per_page={per_page}', 4],
            'listCouncilUsers' => ['/api/councils/{council}/users?per_page={per_page}', 5],
            'listJoinRequests' => ['/api/councils/{council}/join-requests?per_page={per_page}', 5],
            'listTools' => ['/api/dictionaries/tools', 2],
            'listAgents' => ['/api/agents?per_page={per_page}', 5],
            'listAgents (scope=mine)' => ['/api/agents?scope=mine&per_page={per_page}', 6],
        ];
    }

    /** The lists that are not paginated: all of it, whatever its size. */
    public static function wholeLists(): array
    {
        return [
            'listCouncilAgents' => ['/api/councils/{council}/agents', 5],
            'listCouncilAgentUsers' => ['/api/councils/{council}/agents/{agent}/users', 6],
            'listCouncilAgentFiles' => ['/api/councils/{council}/agents/{agent}/files', 6],
            'listAgentFiles' => ['/api/agents/{agent}/files', 2],
        ];
    }

    /** `count` published agents by demo, created for the council (so it has them, enabled), each with a file. */
    private function agentsOfCouncil(int $count): Agent
    {
        $agents = collect(range(1, $count))->map(function (int $i) {
            $agent = new Agent(['name' => "Agent {$i}", 'slug' => 'agent-'.uniqid(), 'description' => 'An agent.', 'category_id' => 1, 'model_id' => 1, 'council_id' => $this->council->id]);
            $agent->author()->associate($this->demo)->forceFill(['status' => 'published', 'published_at' => now()])->save();
            $agent->files()->create(['name' => 'guide.pdf', 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => 'guide.pdf']);
            $this->council->councilAgents()->create(['agent_id' => $agent->id]);

            return $agent;
        });

        return $agents->first();
    }

    /** The queries one call makes, each as SQL. */
    private function queriesOf(string $url): array
    {
        $url = strtr($url, ['{thread}' => $this->thread->id, '{council}' => $this->council->id, '{agent}' => $this->authored->id]);
        // A user read for this request, as each real request reads it (roleIn() keeps its roles on the instance).
        $user = $this->demo->fresh();
        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->actingAs($user)->getJson($url)->assertOk();
        DB::disableQueryLog();

        return array_column(DB::getQueryLog(), 'query');
    }

    #[DataProvider('lists')]
    public function test_a_page_of_50_costs_the_queries_of_a_page_of_5_within_the_budget(string $url, int $budget): void
    {
        $small = $this->queriesOf(str_replace('{per_page}', '5', $url));
        $large = $this->queriesOf(str_replace('{per_page}', '50', $url));

        $this->assertSame(count($small), count($large), "The query count grows with the page size:\n".implode("\n", $large));
        $this->assertLessThanOrEqual($budget, count($large), "Over its budget of {$budget}:\n".implode("\n", $large));
        fwrite(STDERR, sprintf("query budget %s: %d queries (budget %d)\n", $this->dataName(), count($large), $budget));
    }

    public function test_the_tools_cost_the_same_queries_however_many_tools_there_are(): void
    {
        $before = count($this->queriesOf('/api/dictionaries/tools'));
        for ($i = 0; $i < 20; $i++) {
            $tool = Tool::create(['slug' => "more-{$i}", 'name' => "More {$i}", 'description' => 'A tool.', 'functions' => [], 'function_definitions' => []]);
            $this->demo->toolConnections()->create(['tool_id' => $tool->id, 'connected_at' => now()]);
        }

        $this->assertSame($before, count($this->queriesOf('/api/dictionaries/tools')));
    }

    #[DataProvider('wholeLists')]
    public function test_a_whole_list_costs_the_same_queries_when_it_grows_within_the_budget(string $url, int $budget): void
    {
        $before = $this->queriesOf($url);
        $this->agentsOfCouncil(20);
        for ($i = 0; $i < 20; $i++) {
            $user = User::create(['name' => "Later {$i}", 'email' => "later{$i}@example.org", 'password' => 'password']);
            $this->council->users()->attach($user, ['role' => 'member', 'status' => 'active', 'joined_at' => now()]);
            $this->councilAgent->users()->attach($user);
            $this->councilAgent->files()->create(['name' => "later-{$i}.pdf", 'size' => 1, 'mime_type' => 'application/pdf', 'path' => "later/{$i}.pdf", 'uploaded_by' => $user->id]);
            $this->authored->files()->create(['name' => "later-{$i}.pdf", 'size' => 1, 'mime_type' => 'application/pdf', 'path' => "later/{$i}.pdf"]);
        }
        $after = $this->queriesOf($url);

        $this->assertSame(count($before), count($after), "The query count grows with the list:\n".implode("\n", $after));
        $this->assertLessThanOrEqual($budget, count($after), "Over its budget of {$budget}:\n".implode("\n", $after));
        fwrite(STDERR, sprintf("query budget %s: %d queries (budget %d)\n", $this->dataName(), count($after), $budget));
    }

    /** `count` more councils named "Parish …", each inviting demo and with a request of demo's to join. */
    private function parishes(int $count, int $from = 0): void
    {
        for ($i = $from; $i < $from + $count; $i++) {
            $council = Council::create(['name' => "Parish {$i}", 'slug' => "parish-{$i}"]);
            $council->users()->attach(User::where('email', "member{$i}@example.org")->firstOrFail(), ['role' => 'admin', 'status' => 'active', 'joined_at' => now()]);
            $council->joinRequests()->create(['user_id' => $this->demo->id]);
            $council->invitations()->create(['email' => $this->demo->email, 'role' => 'member', 'token' => "parish-{$i}", 'expires_at' => now()->addWeek(), 'invited_by' => $this->demo->id]);
        }
    }

    /** searchCouncils and listProfileInvitations show each council's members_count, is_member and has_pending_request. */
    public function test_council_lists_cost_the_same_queries_however_many_councils_they_show(): void
    {
        $this->parishes(1);
        $before = [count($this->queriesOf('/api/councils/search?q=parish')), count($this->queriesOf('/api/profile/invitations'))];
        $this->parishes(19, from: 1);
        $after = [$this->queriesOf('/api/councils/search?q=parish'), $this->queriesOf('/api/profile/invitations')];

        $this->assertSame($before, array_map('count', $after), "The query count grows with the list:\n".implode("\n", array_merge(...$after)));
        // Measured 2026-12-07: the search by join code and by name; the invitations, their councils and inviters.
        $this->assertLessThanOrEqual(2, count($after[0]), implode("\n", $after[0]));
        $this->assertLessThanOrEqual(3, count($after[1]), implode("\n", $after[1]));
        fwrite(STDERR, sprintf("query budget searchCouncils: %d (budget 2), listProfileInvitations: %d queries (budget 3)\n", ...array_map('count', $after)));
        $shown = collect($this->actingAs($this->demo->fresh())->getJson('/api/councils/search?q=parish')->json('data'));
        $this->assertSame(
            ['members_count' => 1, 'is_member' => false, 'has_pending_request' => true],
            collect($shown->firstWhere('slug', 'parish-0'))->only('members_count', 'is_member', 'has_pending_request')->all(),
        );
        $this->assertSame(
            ['members_count' => 62, 'is_member' => true, 'has_pending_request' => false],
            collect($shown->firstWhere('slug', 'northfield'))->only('members_count', 'is_member', 'has_pending_request')->all(),
        );
    }

    public function test_the_callers_roles_are_read_once_per_request(): void
    {
        // listOrders: the FormRequest's authorize() and the policy behind it both ask for demo's role.
        $roles = array_filter($this->queriesOf("/api/councils/{$this->council->id}/orders"), fn (string $sql) => str_contains($sql, '"council_user"."role"') || str_contains($sql, '`council_user`.`role`'));

        $this->assertCount(1, $roles, implode("\n", $roles));
    }
}
