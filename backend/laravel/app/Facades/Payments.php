<?php

namespace App\Facades;

use App\Contracts\PaymentGateway;
use App\Support\Fakes\PaymentGatewayFake;
use Illuminate\Support\Facades\Facade;

/**
 * @method static \App\Support\Payments\PaymentIntent createPaymentIntent(\App\Models\Order $order, int $amount, string $currency, ?string $returnUrl = null, ?string $idempotencyKey = null)
 * @method static \App\Support\Payments\PaymentIntent retrievePaymentIntent(string $id)
 * @method static \App\Support\Payments\HostedInvoice issueInvoice(\App\Models\Order $order, int $amount, string $currency, string $number, \DateTimeInterface $dueAt, ?string $idempotencyKey = null)
 * @method static void assertPaymentIntentCreated(\Closure|int|null $callback = null)
 * @method static void assertPaymentIntentCount(int $count)
 * @method static void assertInvoiceIssued(\Closure|\App\Models\Order|null $callback = null)
 * @method static void assertNothingCharged()
 *
 * @see \App\Contracts\PaymentGateway
 * @see \App\Support\Fakes\PaymentGatewayFake
 */
class Payments extends Facade
{
    /**
     * Replaces the payment provider with a fake whose card payments wait for a test to answer for
     * the card holder, and which records every intent and invoice for assertions.
     */
    public static function fake(): PaymentGatewayFake
    {
        return tap(new PaymentGatewayFake, fn (PaymentGatewayFake $fake) => static::swap($fake));
    }

    protected static function getFacadeAccessor(): string
    {
        return PaymentGateway::class;
    }
}
