<?php

namespace Tests\Feature;

use App\Models\Council;
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
        ];
    }

    /** The queries one call makes, each as SQL. */
    private function queriesOf(string $url): array
    {
        $url = strtr($url, ['{thread}' => $this->thread->id, '{council}' => $this->council->id]);
        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->actingAs($this->demo)->getJson($url)->assertOk();
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
}
