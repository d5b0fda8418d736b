<?php

namespace App\Support\Tools;

use DateTimeInterface;

/** A user's grant at a tool's provider. */
final class ToolTokens
{
    public function __construct(
        public readonly string $accessToken,
        public readonly ?string $refreshToken,
        public readonly ?DateTimeInterface $expiresAt,
    ) {}
}
