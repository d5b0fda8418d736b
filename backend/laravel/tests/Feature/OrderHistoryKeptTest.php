<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\Order;
use App\Models\User;
use Illuminate\Database\QueryException;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** Orders are billing history: a council or a buyer with orders cannot be deleted with them. */
class OrderHistoryKeptTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function order(): Order
    {
        $council = Council::create(['name' => 'Billed Parish Council', 'slug' => 'billed']);
        $order = $council->orders()->make([
            'type' => 'subscription', 'item_id' => 1, 'item_name' => 'Starter', 'amount' => 2900, 'currency' => 'GBP',
        ]);
        $order->user()->associate(User::factory()->create())->save();

        return $order;
    }

    public function test_a_council_with_orders_is_not_deleted_and_its_orders_stay(): void
    {
        $order = $this->order();

        $this->assertThrows(fn () => $order->council->delete(), QueryException::class);

        $this->assertModelExists($order);
        $this->assertModelExists($order->council);
    }

    public function test_a_buyer_with_orders_is_not_deleted_and_their_orders_stay(): void
    {
        $order = $this->order();

        $this->assertThrows(fn () => $order->user->delete(), QueryException::class);

        $this->assertModelExists($order);
    }
}
