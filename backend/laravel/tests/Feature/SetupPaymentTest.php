<?php

namespace Tests\Feature;

use App\Events\OrderCompleted;
use App\Facades\Payments;
use App\Models\Agent;
use App\Models\Council;
use App\Models\Order;
use App\Models\Subscription;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Tests\TestCase;

class SetupPaymentTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    /** A pending order of the Starter plan for Riverside, placed by demo (its admin). */
    private function planOrder(array $state = []): Order
    {
        $starter = Subscription::where('product', 'starter')->where('interval', 'month')->firstOrFail();
        $order = Council::where('slug', 'riverside')->firstOrFail()->orders()->make([
            'type' => 'subscription', 'item_id' => $starter->id, 'item_name' => $starter->name,
            'amount' => $starter->price, 'currency' => $starter->currency,
        ]);
        $order->user()->associate($this->user('demo@example.com'))->forceFill($state)->save();

        return $order;
    }

    private function agentOrder(User $buyer): Order
    {
        $agent = Agent::where('pricing', '!=', 'free')->firstOrFail();
        $order = $buyer->orders()->make([
            'type' => 'agent', 'item_id' => $agent->id, 'item_name' => $agent->name,
            'amount' => $agent->price, 'currency' => $agent->currency,
        ]);
        $order->save();

        return $order;
    }

    public function test_a_card_payment_creates_an_intent_for_the_total_and_the_order_stays_pending(): void
    {
        Payments::fake();
        $order = $this->planOrder();

        $response = $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'card', 'return_url' => 'https://app.test/Orders'])
            ->assertOk()
            ->assertJsonPath('data.id', $order->id)
            ->assertJsonPath('data.payment_method', 'card')
            ->assertJsonPath('data.status', 'requires_action')
            ->assertJsonPath('data.redirect_url', null)
            ->assertJsonPath('data.amount', $order->total())
            ->assertJsonPath('data.currency', $order->currency);

        $this->assertMatchesRegularExpression('/^pi_\w+_secret_\w+$/', $response->json('data.client_secret'));
        Payments::assertPaymentIntentCreated(fn (Order $paid, int $amount, string $currency, ?string $returnUrl) => $paid->is($order)
            && $amount === (int) round($order->amount * 1.2) && $returnUrl === 'https://app.test/Orders');
        $this->assertSame(['pending', 'awaiting_payment'], [$order->fresh()->status, $order->fresh()->payment_status]);
    }

    public function test_setting_up_a_card_payment_again_reuses_the_intent(): void
    {
        Payments::fake();
        $order = $this->planOrder();
        $demo = $this->user('demo@example.com');

        $first = $this->actingAs($demo)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'card'])->json('data.client_secret');
        $this->actingAs($demo)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'card'])
            ->assertOk()->assertJsonPath('data.client_secret', $first);

        Payments::assertPaymentIntentCount(1);
    }

    public function test_an_invoice_completes_a_council_order_at_once_and_applies_the_plan(): void
    {
        Payments::fake();
        Event::fake([OrderCompleted::class]);
        $order = $this->planOrder();

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'invoice'])
            ->assertOk()
            ->assertJsonPath('data.status', 'invoiced')
            ->assertJsonPath('data.client_secret', null)
            ->assertJsonPath('data.amount', $order->total());

        $order->refresh();
        $this->assertSame(['completed', 'invoiced', 'invoice'], [$order->status, $order->payment_status, $order->payment_method]);
        $this->assertSame('INV-'.now()->year.'-'.str_pad((string) $order->id, 6, '0', STR_PAD_LEFT), $order->invoice_number);
        $this->assertTrue($order->due_at->between(now()->addDays(29), now()->addDays(31)));
        $riverside = $order->council()->first();
        $this->assertSame($order->item_id, $riverside->subscription_id);
        $this->assertSame(Subscription::find($order->item_id)->seats, $riverside->licences()->count());
        Payments::assertInvoiceIssued($order);
        Event::assertDispatched(OrderCompleted::class, fn (OrderCompleted $event) => $event->order->is($order)
            && $event->broadcastOn()[0]->name === 'private-App.Models.User.'.$order->user_id);
    }

    public function test_invoices_are_for_council_orders_only(): void
    {
        Payments::fake();
        $member = $this->user('member@example.com');
        $order = $this->agentOrder($member);

        $this->actingAs($member)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'invoice'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['payment_method' => 'Invoices are available for council orders only.']);
        Payments::assertNothingCharged();
        $this->assertSame('pending', $order->fresh()->status);
    }

    public function test_a_paid_order_and_an_invoiced_order_by_invoice_are_refused(): void
    {
        Payments::fake();
        $demo = $this->user('demo@example.com');
        $paid = $this->planOrder(['status' => 'completed', 'payment_status' => 'paid', 'payment_method' => 'card']);
        $invoiced = $this->planOrder(['status' => 'completed', 'payment_status' => 'invoiced', 'payment_method' => 'invoice']);
        $refunded = $this->planOrder(['status' => 'refunded', 'payment_status' => 'refunded']);

        $this->actingAs($demo)->postJson("/api/payments/{$paid->id}/setup", ['payment_method' => 'card'])
            ->assertUnprocessable()->assertJsonValidationErrors(['payment' => 'This order has already been paid.']);
        $this->actingAs($demo)->postJson("/api/payments/{$invoiced->id}/setup", ['payment_method' => 'invoice'])
            ->assertUnprocessable()->assertJsonValidationErrors(['payment_method' => 'This order is already invoiced: pay its invoice by transfer or by card.']);
        $this->actingAs($demo)->postJson("/api/payments/{$refunded->id}/setup", ['payment_method' => 'card'])
            ->assertUnprocessable()->assertJsonValidationErrors(['payment' => 'This order can no longer be paid.']);
        Payments::assertNothingCharged();
    }

    public function test_an_invoiced_order_is_paid_by_card_and_stays_completed(): void
    {
        Payments::fake();
        $order = $this->planOrder(['status' => 'completed', 'payment_status' => 'invoiced', 'payment_method' => 'invoice']);

        $this->actingAs($this->user('demo@example.com'))->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'card'])
            ->assertOk()->assertJsonPath('data.status', 'requires_action');

        $this->assertSame(['completed', 'invoiced'], [$order->fresh()->status, $order->fresh()->payment_status]);
        Payments::assertPaymentIntentCount(1);
    }

    public function test_a_failed_order_is_tried_again_unless_another_order_waits(): void
    {
        Payments::fake();
        $demo = $this->user('demo@example.com');
        $failed = $this->planOrder(['status' => 'failed', 'payment_status' => 'failed']);

        $this->actingAs($demo)->postJson("/api/payments/{$failed->id}/setup", ['payment_method' => 'card'])->assertOk();
        $this->assertSame(['pending', 'awaiting_payment'], [$failed->fresh()->status, $failed->fresh()->payment_status]);

        $again = $this->planOrder(['status' => 'failed', 'payment_status' => 'failed']);
        $this->actingAs($demo)->postJson("/api/payments/{$again->id}/setup", ['payment_method' => 'card'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['payment' => "Order #{$failed->id} for this item is already waiting for payment."]);
        $this->assertSame('failed', $again->fresh()->status);
    }

    public function test_the_buyer_or_a_council_admin_pays_others_are_refused(): void
    {
        Payments::fake();
        $order = $this->planOrder();
        $personal = $this->agentOrder($this->user('demo@example.com'));
        $member = $this->user('member@example.com');

        // member is in Northfield only; the order is Riverside's.
        $this->actingAs($member)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'card'])->assertForbidden();
        $this->actingAs($member)->postJson("/api/payments/{$personal->id}/setup", ['payment_method' => 'card'])->assertForbidden();
        $this->actingAs($member)->postJson('/api/payments/999999/setup', ['payment_method' => 'card'])->assertNotFound();
        Payments::assertNothingCharged();
    }

    public function test_a_guest_is_unauthenticated(): void
    {
        $this->postJson("/api/payments/{$this->planOrder()->id}/setup", ['payment_method' => 'card'])->assertUnauthorized();
    }

    public function test_the_body_is_validated_and_the_amount_cannot_be_set(): void
    {
        Payments::fake();
        $order = $this->planOrder();
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'cash'])
            ->assertUnprocessable()->assertJsonValidationErrors('payment_method');
        $this->actingAs($demo)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'card', 'return_url' => 'not a url'])
            ->assertUnprocessable()->assertJsonValidationErrors('return_url');
        $this->actingAs($demo)->postJson("/api/payments/{$order->id}/setup", ['payment_method' => 'card', 'amount' => 1, 'status' => 'completed'])
            ->assertOk()->assertJsonPath('data.amount', $order->total());
        $this->assertSame('pending', $order->fresh()->status);
    }
}
