<?php

namespace App\Facades;

use App\Contracts\MicrosoftIdentity;
use App\Support\Fakes\MicrosoftIdentityFake;
use Illuminate\Support\Facades\Facade;

/**
 * @method static string authorizationUrl(string $redirectUri, string $state, array $scopes, string $prompt = 'select_account', ?string $loginHint = null)
 * @method static \App\Support\Microsoft\MicrosoftGrant exchangeCode(string $code, string $redirectUri, array $scopes)
 * @method static void assertExchanged(string $email, array $scopes = [])
 * @method static void assertNothingExchanged()
 *
 * @see \App\Contracts\MicrosoftIdentity
 * @see \App\Support\Fakes\MicrosoftIdentityFake
 */
class MicrosoftSignIn extends Facade
{
    /** Replaces Microsoft with a fake whose codes name the account (`MicrosoftIdentityFake::codeFor`). */
    public static function fake(): MicrosoftIdentityFake
    {
        return tap(new MicrosoftIdentityFake, fn (MicrosoftIdentityFake $fake) => static::swap($fake));
    }

    protected static function getFacadeAccessor(): string
    {
        return MicrosoftIdentity::class;
    }
}
