<?php

namespace App\Support\Payments;

/** An invoice the provider issued, and its hosted page (to view it, or pay it by card). */
final class HostedInvoice
{
    public function __construct(
        public readonly string $id,
        public readonly string $url,
    ) {}
}
