<?php

namespace App\Contracts;

use App\Support\SharePoint\SharePointDrive;
use App\Support\SharePoint\SharePointItem;
use App\Support\SharePoint\SharePointTokens;

/** A council's SharePoint (Microsoft Graph), read with the access token its admin's consent gave. */
interface SharePointClient
{
    /**
     * The document libraries the grant can read.
     *
     * @return list<SharePointDrive>
     *
     * @throws \App\Exceptions\SharePointAccessRevoked when Microsoft no longer accepts the token
     */
    public function drives(string $accessToken): array;

    /**
     * The children of the drive's folder at `$path` ('/' is the drive's root), in any order; null
     * when the drive has no folder there (an unknown path, or one naming a file).
     *
     * @return list<SharePointItem>|null
     *
     * @throws \App\Exceptions\SharePointAccessRevoked when Microsoft no longer accepts the token
     */
    public function children(string $accessToken, string $driveId, string $path): ?array;

    /**
     * A new access token for the grant's refresh token (an access token lasts about an hour).
     *
     * @throws \App\Exceptions\SharePointAccessRevoked when Microsoft no longer accepts the refresh token
     */
    public function refreshAccessToken(string $refreshToken): SharePointTokens;
}
