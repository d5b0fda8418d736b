<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Tests\TestCase;

/**
 * listCouncilUsers is ordered by name, then by id: members of one name keep one order, so paging
 * through them shows each once (MySQL and MariaDB may otherwise return ties in any order per page).
 */
class CouncilUserOrderTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    public function test_members_of_one_name_are_ordered_by_id_across_pages(): void
    {
        $council = Council::create(['name' => 'Samesby Parish Council', 'slug' => 'samesby']);
        $admin = User::factory()->create(['name' => 'Aaron Admin']);
        $council->users()->attach($admin, ['role' => 'admin', 'status' => 'active', 'joined_at' => now()]);
        // Joined in the reverse order of their ids, so neither the join nor the insertion order gives ids.
        $namesakes = User::factory()->count(6)->create(['name' => 'Sam Same']);
        foreach ($namesakes->reverse() as $user) {
            $council->users()->attach($user, ['role' => 'member', 'status' => 'active', 'joined_at' => now()]);
        }

        $orders = [];
        DB::listen(function (QueryExecuted $query) use (&$orders) {
            if (preg_match('/from [`"]users[`"] inner join [`"]council_user[`"].* (order by .*) limit/i', $query->sql, $match)) {
                $orders[] = $match[1];
            }
        });

        $seen = [];
        for ($page = 1; $page <= 4; $page++) {
            $seen = [...$seen, ...$this->actingAs($admin)
                ->getJson("/api/councils/{$council->id}/users?per_page=2&page={$page}")
                ->assertOk()->json('data.*.id')];
        }

        $this->assertSame([$admin->id, ...$namesakes->pluck('id')->sort()->values()->all()], $seen);
        // The order of ties is the database's to choose (SQLite happens to give ids, MySQL need not), so
        // the query itself must end with a unique key.
        $this->assertCount(4, $orders);
        foreach ($orders as $order) {
            $this->assertMatchesRegularExpression('/^order by [`"]name[`"] asc, [`"]users[`"]\.[`"]id[`"] asc$/i', $order);
        }
    }
}
