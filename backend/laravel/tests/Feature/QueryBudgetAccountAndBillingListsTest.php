<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\AiModel;
use App\Models\Category;
use App\Models\Council;
use App\Models\HelpPage;
use App\Models\Order;
use App\Models\Role;
use App\Models\Subscription;
use App\Models\User;
use App\Models\UserPosition;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * The list operations QueryBudgetTest does not ask, with its rule: the caller's folders and agents,
 * their own and their council's orders, the council's files and licences, the plans, the help pages
 * and the dictionaries. A page of 50 costs the queries of a page of 5; a list that is not paginated
 * costs the same queries before and after ROWS more rows; each within its budget.
 */
class QueryBudgetAccountAndBillingListsTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private const ROWS = 60;

    private User $demo;

    private Council $council;

    protected function setUp(): void
    {
        parent::setUp();
        $this->demo = User::where('email', 'demo@example.com')->firstOrFail();
        $this->council = Council::where('slug', 'northfield')->firstOrFail();
        $this->grow(self::ROWS, 'first');
    }

    /** `count` more of every row these lists show: agents of demo's (own, and provided by the council), orders (the council's and demo's own), members with seats, files, folders, plans, help pages, dictionary entries. */
    private function grow(int $count, string $batch): void
    {
        for ($i = 0; $i < $count; $i++) {
            $agent = new Agent(['name' => "Agent {$batch} {$i}", 'slug' => "agent-{$batch}-{$i}", 'description' => 'An agent.', 'category_id' => Category::value('id')]);
            $agent->forceFill(['status' => 'published', 'published_at' => now()])->save();
            $this->demo->agents()->attach($agent, ['source' => 'free', 'pinned_at' => $i % 2 ? now() : null]);
            $provided = new Agent(['name' => "Council agent {$batch} {$i}", 'slug' => "council-agent-{$batch}-{$i}", 'description' => 'An agent.', 'category_id' => Category::value('id')]);
            $provided->forceFill(['status' => 'published', 'published_at' => now()])->save();
            $this->council->councilAgents()->create(['agent_id' => $provided->id])->users()->attach($this->demo, ['pinned_at' => $i % 2 ? now() : null]);

            foreach ([$this->council->id, null] as $councilId) {
                $order = new Order(['council_id' => $councilId, 'type' => 'agent', 'item_id' => $agent->id, 'item_name' => $agent->name, 'amount' => 1000, 'currency' => 'GBP']);
                $order->user()->associate($this->demo)->forceFill(['status' => 'completed', 'payment_status' => 'paid'])->save();
            }

            $member = User::create(['name' => "Member {$batch} {$i}", 'email' => "member-{$batch}-{$i}@example.org", 'password' => 'password']);
            $this->council->users()->attach($member, ['role' => 'member', 'status' => 'active', 'joined_at' => now()]);
            $this->council->licences()->create(['name' => "Seat {$batch} {$i}", 'subscription_id' => $this->council->subscription_id, 'expires_at' => now()->addMonth()])->assignTo($member);
            $this->council->files()->create(['name' => "minutes-{$batch}-{$i}.pdf", 'size' => 1000, 'mime_type' => 'application/pdf', 'path' => "minutes/{$batch}-{$i}.pdf", 'uploaded_by' => $member->id]);

            $folder = $this->demo->folders()->create(['name' => "Folder {$batch} {$i}"]);
            $this->demo->threads()->create(['agent_id' => $agent->id, 'folder_id' => $folder->id, 'title' => "Hedges {$batch} {$i}"]);

            Subscription::create(['product' => "plan-{$batch}-{$i}", 'name' => "Plan {$i}", 'description' => 'A plan.', 'price' => 1000 + $i, 'currency' => 'GBP', 'interval' => 'month', 'seats' => 5, 'features' => []]);
            $parent = HelpPage::create(['slug' => "topic-{$batch}-{$i}", 'path' => "topic-{$batch}-{$i}", 'title' => "Topic {$i}", 'body' => 'Text.', 'position' => $i, 'is_published' => true]);
            HelpPage::create(['parent_id' => $parent->id, 'slug' => 'detail', 'path' => "topic-{$batch}-{$i}/detail", 'title' => 'Detail', 'body' => 'Text.', 'position' => 0, 'is_published' => true]);

            (new Category)->forceFill(['name' => "Category {$batch} {$i}", 'slug' => "category-{$batch}-{$i}", 'icon' => 'book'])->save();
            (new AiModel)->forceFill(['name' => "Model {$batch} {$i}", 'provider' => 'openai', 'provider_name' => 'OpenAI', 'context_window' => 128000])->save();
            (new Role)->forceFill(['name' => "Role {$batch} {$i}", 'slug' => "role-{$batch}-{$i}"])->save();
            UserPosition::create(['name' => "Position {$batch} {$i}"]);
        }
    }

    /**
     * The paginated lists and their budgets, measured 2026-12-07 (the same on SQLite and MariaDB):
     * the council and the caller's roles where a policy asks, the page, its count, one query per relation.
     *
     * @return array<string, array{string, int}>
     */
    public static function lists(): array
    {
        return [
            'listProfileOrders' => ['/api/profile/orders?per_page={per_page}', 3],
            'listCouncilOrders' => ['/api/councils/{council}/orders?per_page={per_page}', 6],
            'listCouncilOrders (filtered)' => ['/api/councils/{council}/orders?status=completed&payment_status=paid&type=agent&per_page={per_page}', 6],
            'listCouncilFiles' => ['/api/councils/{council}/files?per_page={per_page}', 5],
            'listCouncilFiles (search)' => ['/api/councils/{council}/files?search=minutes&per_page={per_page}', 5],
        ];
    }

    /** The lists that are not paginated, and their budgets (measured 2026-12-07). */
    public static function wholeLists(): array
    {
        return [
            'listFolders (with each folder\'s threads count)' => ['/api/folders', 1],
            'listProfileAgents (own rows, then the councils\' agents, each with its category)' => ['/api/profile/agents', 5],
            'listCouncilLicences' => ['/api/councils/{council}/licences', 4],
            'listSubscriptions (is_current: the caller\'s current council)' => ['/api/subscriptions', 2],
            'listHelpPages' => ['/api/help-pages', 1],
            'listCategories' => ['/api/dictionaries/categories', 1],
            'listModels' => ['/api/dictionaries/models', 1],
            'listRoles' => ['/api/dictionaries/roles', 1],
            'listUserPositions' => ['/api/dictionaries/user-positions', 1],
        ];
    }

    /** The queries one call makes, each as SQL, and the number of rows it answered. */
    private function queriesOf(string $url): array
    {
        $url = strtr($url, ['{council}' => $this->council->id]);
        // A user read for this request, as each real request reads it.
        $user = $this->demo->fresh();
        DB::flushQueryLog();
        DB::enableQueryLog();
        $rows = count($this->actingAs($user)->getJson($url)->assertOk()->json('data'));
        DB::disableQueryLog();

        return [array_column(DB::getQueryLog(), 'query'), $rows];
    }

    #[DataProvider('lists')]
    public function test_a_page_of_50_costs_the_queries_of_a_page_of_5_within_the_budget(string $url, int $budget): void
    {
        [$small, $smallRows] = $this->queriesOf(str_replace('{per_page}', '5', $url));
        [$large, $largeRows] = $this->queriesOf(str_replace('{per_page}', '50', $url));

        $this->assertSame([5, 50], [$smallRows, $largeRows], 'Both pages are full, so the rule is asked of 50 rows.');
        $this->assertSame(count($small), count($large), "The query count grows with the page size:\n".implode("\n", $large));
        $this->assertLessThanOrEqual($budget, count($large), "Over its budget of {$budget}:\n".implode("\n", $large));
        fwrite(STDERR, sprintf("query budget %s: %d queries (budget %d)\n", $this->dataName(), count($large), $budget));
    }

    #[DataProvider('wholeLists')]
    public function test_a_whole_list_costs_the_same_queries_when_it_grows_within_the_budget(string $url, int $budget): void
    {
        [$before, $beforeRows] = $this->queriesOf($url);
        $this->grow(20, 'later');
        [$after, $afterRows] = $this->queriesOf($url);

        $this->assertGreaterThan($beforeRows, $afterRows, 'The list grew, so the rule is asked of more rows.');
        $this->assertSame(count($before), count($after), "The query count grows with the list:\n".implode("\n", $after));
        $this->assertLessThanOrEqual($budget, count($after), "Over its budget of {$budget}:\n".implode("\n", $after));
        fwrite(STDERR, sprintf("query budget %s: %d queries (budget %d)\n", $this->dataName(), count($after), $budget));
    }
}
