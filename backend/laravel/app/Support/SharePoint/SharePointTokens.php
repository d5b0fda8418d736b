<?php

namespace App\Support\SharePoint;

use DateTimeInterface;

/** A council's SharePoint tokens as Microsoft renewed them (it may or may not rotate the refresh token). */
final class SharePointTokens
{
    public function __construct(
        public readonly string $accessToken,
        public readonly ?string $refreshToken = null,
        public readonly ?DateTimeInterface $expiresAt = null,
    ) {}
}
