<?php

namespace Tests\Feature;

use App\Contracts\PaymentGateway;
use App\Facades\Payments;
use App\Models\Council;
use App\Models\Order;
use App\Models\User;
use App\Services\StripePaymentGateway;
use App\Support\Fakes\PaymentGatewayFake;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use PHPUnit\Framework\ExpectationFailedException;
use Tests\TestCase;

class PaymentGatewayTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function order(): Order
    {
        $order = Council::where('slug', 'riverside')->firstOrFail()->orders()->make([
            'type' => 'subscription', 'item_id' => 1, 'item_name' => 'Starter', 'amount' => 2900, 'currency' => 'EUR',
        ]);
        $order->user()->associate(User::where('email', 'demo@example.com')->firstOrFail())->save();

        return $order;
    }

    public function test_the_fake_is_bound_when_conformance_fakes_is_on(): void
    {
        $this->assertInstanceOf(PaymentGatewayFake::class, app(PaymentGateway::class));
    }

    public function test_the_fake_waits_for_the_card_holder_and_records_the_intent(): void
    {
        $fake = Payments::fake();
        $fake->assertNothingCharged();

        $intent = Payments::createPaymentIntent($this->order(), 3480, 'EUR', 'https://app.test/Orders');

        $this->assertSame('requires_action', $intent->status);
        $this->assertMatchesRegularExpression('/^pi_[a-z0-9]+_secret_[a-z0-9]+$/', $intent->clientSecret);
        $this->assertStringStartsWith($intent->id.'_secret_', $intent->clientSecret);
        Payments::assertPaymentIntentCreated(3480);
        Payments::assertPaymentIntentCount(1);
        $this->assertSame('succeeded', $fake->approve($intent->id)->retrievePaymentIntent($intent->id)->status);
        $this->assertSame('failed', $fake->decline($intent->id)->retrievePaymentIntent($intent->id)->status);

        $this->expectException(ExpectationFailedException::class);
        Payments::assertPaymentIntentCreated(100);
    }

    public function test_the_fake_issues_invoices_with_a_hosted_page(): void
    {
        Payments::fake();
        $order = $this->order();

        $invoice = Payments::issueInvoice($order, 3480, 'EUR', 'INV-2026-000001', now()->addDays(30));

        $this->assertStringStartsWith("https://invoice.example.com/i/{$order->id}/", $invoice->url);
        Payments::assertInvoiceIssued($order);
        Payments::assertInvoiceIssued(fn (Order $o, int $amount, string $number) => $amount === 3480 && $number === 'INV-2026-000001');
    }

    public function test_the_stripe_driver_creates_and_reads_payment_intents(): void
    {
        Http::fake([
            'https://stripe.test/v1/payment_intents' => Http::response(['id' => 'pi_1', 'client_secret' => 'pi_1_secret_2', 'status' => 'requires_payment_method']),
            'https://stripe.test/v1/payment_intents/pi_1' => Http::response([
                'id' => 'pi_1', 'client_secret' => 'pi_1_secret_2', 'status' => 'requires_action',
                'next_action' => ['redirect_to_url' => ['url' => 'https://hooks.stripe.test/3ds']],
            ]),
        ]);
        $stripe = new StripePaymentGateway(['url' => 'https://stripe.test', 'secret' => 'sk_test', 'timeout' => 5]);
        $order = $this->order();

        $created = $stripe->createPaymentIntent($order, 3480, 'EUR', null, 'order-1-intent-after-none');
        $read = $stripe->retrievePaymentIntent('pi_1');

        $this->assertSame(['pi_1', 'pi_1_secret_2', 'requires_action', null], [$created->id, $created->clientSecret, $created->status, $created->redirectUrl]);
        $this->assertSame('https://hooks.stripe.test/3ds', $read->redirectUrl);
        Http::assertSent(fn (Request $request) => $request->url() === 'https://stripe.test/v1/payment_intents'
            && $request->hasHeader('Authorization', 'Bearer sk_test')
            && $request->hasHeader('Idempotency-Key', 'order-1-intent-after-none')
            && $request['amount'] === 3480 && $request['currency'] === 'eur'
            && $request['metadata']['order_id'] === $order->id);
    }

    public function test_the_stripe_driver_issues_a_finalized_invoice(): void
    {
        Http::fake([
            'https://stripe.test/v1/customers' => Http::response(['id' => 'cus_1']),
            'https://stripe.test/v1/invoices' => Http::response(['id' => 'in_1']),
            'https://stripe.test/v1/invoiceitems' => Http::response(['id' => 'ii_1']),
            'https://stripe.test/v1/invoices/in_1/finalize' => Http::response(['id' => 'in_1', 'hosted_invoice_url' => 'https://invoice.stripe.test/i/in_1']),
        ]);
        $stripe = new StripePaymentGateway(['url' => 'https://stripe.test', 'secret' => 'sk_test', 'timeout' => 5]);

        $invoice = $stripe->issueInvoice($this->order(), 3480, 'EUR', 'INV-2026-000001', now()->addDays(30), 'order-1-invoice');

        $this->assertSame('https://invoice.stripe.test/i/in_1', $invoice->url);
        // Each step under its own key, the same on a retry: Stripe answers a repeated step as the first time.
        foreach (['customers' => 'customer', 'invoices' => 'invoice', 'invoiceitems' => 'item', 'invoices/in_1/finalize' => 'finalize'] as $path => $step) {
            Http::assertSent(fn (Request $request) => $request->url() === "https://stripe.test/v1/{$path}"
                && $request->hasHeader('Idempotency-Key', "order-1-invoice:{$step}"));
        }
        Http::assertSent(fn (Request $request) => $request->url() === 'https://stripe.test/v1/customers' && $request['name'] === 'Riverside Town Council');
        Http::assertSent(fn (Request $request) => $request->url() === 'https://stripe.test/v1/invoiceitems' && $request['amount'] === 3480);
    }

    public function test_the_stripe_driver_fails_loudly_when_stripe_refuses(): void
    {
        Http::fake(['*' => Http::response(['error' => ['message' => 'Invalid API Key provided']], 401)]);
        $stripe = new StripePaymentGateway(['url' => 'https://stripe.test', 'secret' => 'wrong', 'timeout' => 5]);

        $this->expectException(\Illuminate\Http\Client\RequestException::class);
        $stripe->createPaymentIntent($this->order(), 3480, 'EUR');
    }
}
