<?php

namespace App\Support\Payments;

/**
 * A card payment at the provider. `status` is the contract's PaymentSetup status:
 * requires_action, processing, succeeded or failed.
 */
final class PaymentIntent
{
    public function __construct(
        public readonly string $id,
        public readonly string $clientSecret,
        public readonly string $status = 'requires_action',
        public readonly ?string $redirectUrl = null,
    ) {}
}
