<?php

namespace App\Support\Fakes;

use App\Contracts\PaymentGateway;
use App\Models\Order;
use App\Support\Payments\HostedInvoice;
use App\Support\Payments\PaymentIntent;
use Closure;
use Illuminate\Support\Str;
use PHPUnit\Framework\Assert as PHPUnit;

/**
 * The payment provider's stand-in, as the mock's provider behaves (mocks/handlers/identity/payments.ts):
 * a card payment intent waits for the card holder (`requires_action`) until a test answers for them
 * (approve, decline, approveLater), and an invoice gets a hosted page on invoice.example.com. It
 * records every intent and invoice, so a test can assert what was charged.
 */
class PaymentGatewayFake implements PaymentGateway
{
    /** @var array<string, array{intent: PaymentIntent, order: Order, amount: int, currency: string, return_url: ?string}> */
    private array $intents = [];

    /** @var list<array{invoice: HostedInvoice, order: Order, amount: int, currency: string, number: string, due_at: \DateTimeInterface}> */
    private array $invoices = [];

    /** @var array<string, PaymentIntent|HostedInvoice> What each idempotency key was answered, as the provider keeps it. */
    private array $byKey = [];

    public function createPaymentIntent(Order $order, int $amount, string $currency, ?string $returnUrl = null, ?string $idempotencyKey = null): PaymentIntent
    {
        if ($idempotencyKey !== null && isset($this->byKey[$idempotencyKey])) {
            return $this->byKey[$idempotencyKey];
        }
        $id = 'pi_'.Str::lower(Str::random(24));
        $intent = new PaymentIntent($id, $id.'_secret_'.Str::lower(Str::random(16)));
        $this->intents[$id] = ['intent' => $intent, 'order' => $order, 'amount' => $amount, 'currency' => $currency, 'return_url' => $returnUrl, 'key' => $idempotencyKey];

        return $idempotencyKey === null ? $intent : $this->byKey[$idempotencyKey] = $intent;
    }

    public function retrievePaymentIntent(string $id): PaymentIntent
    {
        return $this->intents[$id]['intent'] ?? throw new \RuntimeException("No such payment intent: {$id}");
    }

    public function issueInvoice(Order $order, int $amount, string $currency, string $number, \DateTimeInterface $dueAt, ?string $idempotencyKey = null): HostedInvoice
    {
        if ($idempotencyKey !== null && isset($this->byKey[$idempotencyKey])) {
            return $this->byKey[$idempotencyKey];
        }
        $invoice = new HostedInvoice('in_'.Str::lower(Str::random(24)), "https://invoice.example.com/i/{$order->id}/".Str::lower(Str::random(6)));
        $this->invoices[] = compact('invoice', 'order', 'amount', 'currency', 'number') + ['due_at' => $dueAt, 'key' => $idempotencyKey];

        return $idempotencyKey === null ? $invoice : $this->byKey[$idempotencyKey] = $invoice;
    }

    /** The card holder confirms the payment: the intent has `succeeded`. */
    public function approve(string $id): static
    {
        return $this->answer($id, 'succeeded');
    }

    /** The card holder refuses (3-D Secure declined, insufficient funds): the intent has `failed`. */
    public function decline(string $id): static
    {
        return $this->answer($id, 'failed');
    }

    /** The card holder confirms and the provider is still working on it: the intent is `processing`. */
    public function approveLater(string $id): static
    {
        return $this->answer($id, 'processing');
    }

    private function answer(string $id, string $status): static
    {
        $intent = $this->retrievePaymentIntent($id);
        $this->intents[$id]['intent'] = new PaymentIntent($intent->id, $intent->clientSecret, $status, $intent->redirectUrl);

        return $this;
    }

    /** Asserts a card payment intent was created: for the amount, or one the callback accepts. */
    public function assertPaymentIntentCreated(Closure|int|null $callback = null): void
    {
        $matches = array_filter($this->intents, fn (array $call) => match (true) {
            $callback === null => true,
            is_int($callback) => $call['amount'] === $callback,
            default => $callback($call['order'], $call['amount'], $call['currency'], $call['return_url']),
        });

        PHPUnit::assertNotEmpty($matches, 'The expected payment intent was not created.');
    }

    /** Asserts exactly `$count` payment intents were created (a reused intent is not a new one). */
    public function assertPaymentIntentCount(int $count): void
    {
        PHPUnit::assertCount($count, $this->intents, 'Payment intents created: '.count($this->intents).", expected {$count}.");
    }

    /** Asserts an invoice was issued: for the order, or one the callback accepts. */
    public function assertInvoiceIssued(Closure|Order|null $callback = null): void
    {
        $matches = array_filter($this->invoices, fn (array $call) => match (true) {
            $callback === null => true,
            $callback instanceof Order => $call['order']->is($callback),
            default => $callback($call['order'], $call['amount'], $call['number'], $call['due_at']),
        });

        PHPUnit::assertNotEmpty($matches, 'The expected invoice was not issued.');
    }

    /** Asserts exactly `$count` invoices were issued (one asked again with its idempotency key is not a new one). */
    public function assertInvoiceCount(int $count): void
    {
        PHPUnit::assertCount($count, $this->invoices, 'Invoices issued: '.count($this->invoices).", expected {$count}.");
    }

    /** Asserts every intent and invoice was asked for with an idempotency key. */
    public function assertIdempotent(): void
    {
        foreach ([...array_values($this->intents), ...$this->invoices] as $call) {
            PHPUnit::assertNotNull($call['key'], "Order #{$call['order']->id}: asked of the provider without an idempotency key.");
        }
    }

    /** Asserts nothing was charged: no payment intent created and no invoice issued. */
    public function assertNothingCharged(): void
    {
        PHPUnit::assertEmpty($this->intents, count($this->intents).' payment intents were created.');
        PHPUnit::assertEmpty($this->invoices, count($this->invoices).' invoices were issued.');
    }
}
