<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function northfield(): Council
    {
        return Council::where('slug', 'northfield')->firstOrFail();
    }

    public function test_an_admin_lists_the_councils_orders_with_vat(): void
    {
        $this->actingAs($this->user('demo@example.com'))
            ->getJson("/api/councils/{$this->northfield()->id}/orders")
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.type', 'subscription')
            ->assertJsonPath('data.0.item_name', 'Team')
            ->assertJsonPath('data.0.amount', 9900)
            ->assertJsonPath('data.0.vat_amount', 1980)
            ->assertJsonPath('data.0.total', 11880)
            ->assertJsonPath('data.0.number', (string) $this->northfield()->orders()->value('id'))
            ->assertJsonPath('data.0.buyer.email', 'demo@example.com')
            ->assertJsonPath('data.0.council.name', 'Northfield Parish Council')
            ->assertJsonPath('data.0.payment_reference', null)
            ->assertJsonPath('data.0.bank_details', null);
    }

    public function test_filters_and_their_refusals(): void
    {
        $this->actingAs($this->user('demo@example.com'));
        $council = $this->northfield();

        $this->getJson("/api/councils/{$council->id}/orders?type=agent")->assertOk()->assertJsonCount(0, 'data');
        $this->getJson("/api/councils/{$council->id}/orders?payment_status=paid&status=completed")->assertOk()->assertJsonCount(1, 'data');
        $this->getJson("/api/councils/{$council->id}/orders?status=lost")
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['status' => 'The selected status is invalid.']);
    }

    public function test_an_invoiced_order_carries_the_bank_details(): void
    {
        $order = $this->northfield()->orders()->first();
        $order->forceFill(['payment_method' => 'invoice', 'payment_status' => 'invoiced', 'invoice_number' => null, 'paid_at' => null])->save();

        $this->actingAs($this->user('demo@example.com'))
            ->getJson("/api/councils/{$this->northfield()->id}/orders")
            ->assertJsonPath('data.0.payment_reference', sprintf('CC-ORDER-%05d', $order->id))
            ->assertJsonPath('data.0.bank_details.sort_code', '20-00-00');
    }

    public function test_only_admins_see_a_councils_orders(): void
    {
        $this->actingAs($this->user('member@example.com'))
            ->getJson("/api/councils/{$this->northfield()->id}/orders")
            ->assertForbidden();
    }

    public function test_the_profile_lists_only_personal_orders(): void
    {
        $demo = $this->user('demo@example.com');
        $order = $demo->orders()->make(['type' => 'agent', 'item_id' => 1, 'item_name' => 'Planning', 'amount' => 1999, 'currency' => 'GBP']);
        $order->save();

        $this->actingAs($demo)->getJson('/api/profile/orders')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.council_id', null)
            ->assertJsonPath('data.0.council', null)
            ->assertJsonPath('data.0.status', 'pending')
            ->assertJsonPath('data.0.payment_status', 'awaiting_payment');
        $this->actingAs($demo)->getJson('/api/profile/orders?payment_status=paid')->assertOk()->assertJsonCount(0, 'data');
        $this->actingAs($demo)->getJson('/api/profile/orders?payment_status=maybe')->assertUnprocessable();
    }
}
