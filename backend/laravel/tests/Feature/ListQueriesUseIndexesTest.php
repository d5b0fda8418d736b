<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\DatabaseMigrations;
use Illuminate\Support\Facades\DB;
use Tests\Support\RealisticRows;
use Tests\TestCase;

/**
 * EXPLAIN, on MariaDB or MySQL, of every query the list operations make (and the policies behind
 * them), on tables of realistic size spread over many users and councils: no full table scan
 * (`type: ALL`) of a table that grows, so each filter and join has an index to use. SQLite plans
 * differently and has no such EXPLAIN: there the test is skipped.
 */
class ListQueriesUseIndexesTest extends TestCase
{
    // Migrated for this test and rolled back after it, not a transaction: ANALYZE TABLE commits.
    use DatabaseMigrations;

    protected $seed = true;

    /** The tables that grow with use. The dictionaries, plans, help pages and councils stay small. */
    private const GROWING = [
        'users', 'council_user', 'invitations', 'join_requests', 'agents', 'agent_user', 'agent_files',
        'council_agents', 'council_agent_user', 'council_agent_files', 'council_files', 'folders', 'threads',
        'messages', 'thread_files', 'orders', 'licences', 'tool_connections',
    ];

    private const USERS = 1000;

    /**
     * The list operations (and the policy checks they make): each a URL with {council}, {thread},
     * {agent}, {folder} for demo's rows.
     */
    private const LISTS = [
        'listThreads' => '/api/threads?per_page=50',
        'listThreads (a folder)' => '/api/threads?folder_id={folder}&per_page=50',
        'getThread' => '/api/threads/{thread}?per_page=50',
        'searchMessages' => '/api/messages/search?q=extension&per_page=50',
        'listFolders' => '/api/folders',
        'listAgents' => '/api/agents?per_page=50',
        'listAgents (scope=mine)' => '/api/agents?scope=mine&per_page=50',
        'listAgentFiles' => '/api/agents/{agent}/files',
        'listProfileAgents' => '/api/profile/agents',
        'listProfileOrders' => '/api/profile/orders?per_page=50',
        'listProfileInvitations' => '/api/profile/invitations',
        'listCouncilUsers' => '/api/councils/{council}/users?per_page=50',
        'listJoinRequests' => '/api/councils/{council}/join-requests?status=pending&per_page=50',
        'listCouncilFiles' => '/api/councils/{council}/files?per_page=50',
        'listCouncilLicences' => '/api/councils/{council}/licences',
        'listCouncilOrders' => '/api/councils/{council}/orders?status=completed&per_page=50',
        'listCouncilAgents' => '/api/councils/{council}/agents',
        'listCouncilAgentUsers' => '/api/councils/{council}/agents/{agent}/users',
        'listCouncilAgentFiles' => '/api/councils/{council}/agents/{agent}/files',
        'listTools' => '/api/dictionaries/tools',
        'searchCouncils' => '/api/councils/search?q=parish',
    ];

    protected function setUp(): void
    {
        parent::setUp();
        if (! in_array(DB::getDriverName(), ['mysql', 'mariadb'], true)) {
            $this->markTestSkipped('EXPLAIN plans are checked on MariaDB and MySQL; this run uses '.DB::getDriverName().'.');
        }
    }

    public function test_no_list_scans_a_whole_growing_table(): void
    {
        $demo = User::where('email', 'demo@example.com')->firstOrFail();
        $council = Council::where('slug', 'northfield')->firstOrFail();
        $rows = new RealisticRows($demo, $council, self::USERS);
        $rows->insert();
        // The statistics the optimizer plans with, as a server keeps them up to date on its own.
        foreach (self::GROWING as $table) {
            DB::statement("ANALYZE TABLE `{$table}`");
        }

        $scans = [];
        foreach (self::LISTS as $operation => $url) {
            $url = strtr($url, $rows->placeholders());
            foreach ($this->queriesOf($demo, $url) as $query) {
                foreach (DB::select('EXPLAIN '.$query['query'], $query['bindings']) as $step) {
                    if ($step->type === 'ALL' && in_array($step->table, self::GROWING, true)) {
                        $scans[] = "{$operation}: {$step->table} (about {$step->rows} rows) in {$query['query']}";
                    }
                }
            }
        }

        $this->assertSame([], $scans, "Full table scans:\n".implode("\n", $scans));
    }

    /** @return list<array{query: string, bindings: array}> the selects one call makes */
    private function queriesOf(User $user, string $url): array
    {
        $user = $user->fresh();
        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->actingAs($user)->getJson($url)->assertOk();
        DB::disableQueryLog();

        return array_filter(DB::getQueryLog(), fn (array $query) => str_starts_with($query['query'], 'select'));
    }
}
