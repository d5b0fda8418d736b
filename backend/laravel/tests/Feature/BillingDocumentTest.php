<?php

namespace Tests\Feature;

use App\Models\Council;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

/** What an invoice or a receipt needs from an order, and whether a seat renews (issue 61). */
class BillingDocumentTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function northfield(): Council
    {
        return Council::where('slug', 'northfield')->firstOrFail();
    }

    private function admin(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    public function test_a_paid_order_names_the_supplier_and_has_a_receipt_number_of_its_own(): void
    {
        config(['billing.supplier.vat_number' => 'GB 999 9999 99']);
        $order = $this->northfield()->orders()->firstOrFail();
        $receipt = 'RCT-'.$order->paid_at->year.'-'.str_pad((string) $order->id, 6, '0', STR_PAD_LEFT);

        $this->actingAs($this->admin())
            ->getJson("/api/councils/{$this->northfield()->id}/orders")
            ->assertOk()
            ->assertJsonPath('data.0.receipt_number', $receipt)
            ->assertJsonPath('data.0.invoice_number', $order->invoice_number)
            ->assertJsonPath('data.0.supplier.name', 'Council Chat Ltd')
            ->assertJsonPath('data.0.supplier.address_lines.3', 'United Kingdom')
            ->assertJsonPath('data.0.supplier.vat_number', 'GB 999 9999 99')
            ->assertJsonPath('data.0.supplier.company_number', '12345678');
    }

    public function test_an_order_not_paid_has_no_receipt_number(): void
    {
        $this->northfield()->orders()->firstOrFail()
            ->forceFill(['status' => 'pending', 'payment_status' => 'awaiting_payment', 'paid_at' => null])
            ->save();

        $this->actingAs($this->admin())
            ->getJson("/api/councils/{$this->northfield()->id}/orders")
            ->assertOk()
            ->assertJsonPath('data.0.receipt_number', null);
    }

    public function test_a_seat_of_the_current_plan_renews_and_one_of_a_replaced_plan_does_not(): void
    {
        $council = $this->northfield();
        $url = "/api/councils/{$council->id}/licences";

        $this->actingAs($this->admin())->getJson($url)
            ->assertOk()
            ->assertJsonPath('data.0.renews', true)
            ->assertJsonPath('data.9.renews', true);

        $other = Subscription::whereKeyNot($council->subscription_id)->firstOrFail();
        $council->subscription()->associate($other)->save();

        $this->getJson($url)
            ->assertOk()
            ->assertJsonPath('data.0.renews', false)
            ->assertJsonPath('data.9.renews', false);
    }
}
