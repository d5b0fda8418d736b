<?php

namespace App\Facades;

use App\Contracts\SharePointClient;
use App\Support\Fakes\SharePointClientFake;
use Illuminate\Support\Facades\Facade;

/**
 * @method static list<\App\Support\SharePoint\SharePointDrive> drives(string $accessToken)
 * @method static list<\App\Support\SharePoint\SharePointItem>|null children(string $accessToken, string $driveId, string $path)
 * @method static \App\Support\SharePoint\SharePointTokens refreshAccessToken(string $refreshToken)
 * @method static void assertBrowsed(string $driveId, string $path)
 * @method static void assertRefreshed(string $refreshToken)
 *
 * @see \App\Contracts\SharePointClient
 * @see \App\Support\Fakes\SharePointClientFake
 */
class SharePoint extends Facade
{
    /** Replaces Microsoft Graph with a fake showing every council the same libraries. */
    public static function fake(): SharePointClientFake
    {
        return tap(new SharePointClientFake, fn (SharePointClientFake $fake) => static::swap($fake));
    }

    protected static function getFacadeAccessor(): string
    {
        return SharePointClient::class;
    }
}
