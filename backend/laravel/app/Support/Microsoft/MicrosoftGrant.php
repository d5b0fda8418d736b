<?php

namespace App\Support\Microsoft;

use DateTimeInterface;

/**
 * A Microsoft account (its email and display name) and the tokens its consent gave. The account is
 * named for good by its object id (`oid`) in its tenant (`tid`); its email is only as good as
 * `emailVerified` says, since a tenant's admins set the address Graph gives.
 */
final class MicrosoftGrant
{
    public function __construct(
        public readonly string $email,
        public readonly string $name,
        public readonly string $accessToken,
        public readonly ?string $refreshToken = null,
        public readonly ?DateTimeInterface $expiresAt = null,
        public readonly ?string $objectId = null,
        public readonly ?string $tenantId = null,
        public readonly bool $emailVerified = false,
    ) {}
}
