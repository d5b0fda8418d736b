<?php

namespace App\Support\Microsoft;

use DateTimeInterface;

/** A Microsoft account (its email and display name) and the tokens its consent gave. */
final class MicrosoftGrant
{
    public function __construct(
        public readonly string $email,
        public readonly string $name,
        public readonly string $accessToken,
        public readonly ?string $refreshToken = null,
        public readonly ?DateTimeInterface $expiresAt = null,
    ) {}
}
