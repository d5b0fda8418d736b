<?php

namespace App\Facades;

use App\Contracts\ToolOAuthProvider;
use App\Support\Fakes\ToolOAuthProviderFake;
use Illuminate\Support\Facades\Facade;

/**
 * @method static string authorizationUrl(\App\Models\Tool $tool, string $redirectUri, string $state)
 * @method static \App\Support\Tools\ToolTokens exchangeCode(\App\Models\Tool $tool, string $code, string $redirectUri)
 * @method static \App\Support\Tools\ToolTokens refresh(\App\Models\Tool $tool, string $refreshToken)
 * @method static mixed call(\App\Models\Tool $tool, string $function, array $arguments, string $accessToken)
 * @method static void revoke(\App\Models\Tool $tool, string $token)
 * @method static void assertCalled(string $function, ?string $token = null)
 * @method static void assertNothingCalled()
 * @method static void assertRevoked(string $tool, ?string $token = null)
 *
 * @see \App\Contracts\ToolOAuthProvider
 * @see \App\Support\Fakes\ToolOAuthProviderFake
 */
class ToolOAuth extends Facade
{
    /** Replaces the tools' providers with a fake that accepts `mock-` codes and answers with canned data. */
    public static function fake(): ToolOAuthProviderFake
    {
        return tap(new ToolOAuthProviderFake, fn (ToolOAuthProviderFake $fake) => static::swap($fake));
    }

    protected static function getFacadeAccessor(): string
    {
        return ToolOAuthProvider::class;
    }
}
