<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class BuySubscriptionTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function plan(string $product, string $interval = 'month'): Subscription
    {
        return Subscription::where('product', $product)->where('interval', $interval)->firstOrFail();
    }

    public function test_an_admin_places_a_pending_order_for_the_council(): void
    {
        $riverside = Council::where('slug', 'riverside')->firstOrFail();
        $starter = $this->plan('starter');

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/subscriptions/{$starter->id}/buy", ['council_id' => $riverside->id])
            ->assertCreated()
            ->assertJsonPath('message', 'Order created. Complete the payment to activate the subscription.')
            ->assertJsonPath('data.type', 'subscription')
            ->assertJsonPath('data.item_id', $starter->id)
            ->assertJsonPath('data.item_name', 'Starter')
            ->assertJsonPath('data.amount', 2900)
            ->assertJsonPath('data.council.name', 'Riverside Town Council')
            ->assertJsonPath('data.status', 'pending')
            ->assertJsonPath('data.payment_status', 'awaiting_payment')
            ->assertJsonPath('data.payment_method', null);
        $this->assertNull($riverside->fresh()->subscription_id);
    }

    public function test_a_second_order_for_the_plan_and_the_current_plan_are_refused(): void
    {
        $demo = $this->user('demo@example.com');
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $starter = $this->plan('starter');

        $this->actingAs($demo)->postJson("/api/subscriptions/{$this->plan('team')->id}/buy", ['council_id' => $northfield->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['council_id' => 'The council is already subscribed to this plan.']);
        $id = $this->actingAs($demo)->postJson("/api/subscriptions/{$starter->id}/buy", ['council_id' => $northfield->id])->json('data.id');
        $this->actingAs($demo)->postJson("/api/subscriptions/{$starter->id}/buy", ['council_id' => $northfield->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['council_id' => "Order #{$id} for this plan is already waiting for payment."]);
    }

    public function test_only_an_admin_of_a_known_council_buys(): void
    {
        $starter = $this->plan('starter');
        $northfield = Council::where('slug', 'northfield')->firstOrFail();

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/subscriptions/{$starter->id}/buy", ['council_id' => $northfield->id])
            ->assertForbidden();
        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/subscriptions/{$starter->id}/buy", ['council_id' => 999999])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['council_id' => 'The selected council id is invalid.']);
        $this->actingAs($this->user('demo@example.com'))
            ->postJson('/api/subscriptions/999999/buy', ['council_id' => $northfield->id])
            ->assertNotFound();
    }
}
