<?php

namespace App\Support\Fakes;

use App\Contracts\ToolOAuthProvider;
use App\Exceptions\ToolAuthorizationRejected;
use App\Models\Tool;
use App\Support\Tools\ToolTokens;
use Carbon\CarbonImmutable;
use Illuminate\Support\Str;
use PHPUnit\Framework\Assert as PHPUnit;

/**
 * The tools' providers stand-in, as the mock's behave (mocks/handlers/identity/tools.ts): the
 * consent sends the browser straight back to the callback page with a `mock-` code (the only codes
 * accepted), tokens last an hour, and functions answer with FakeToolFunctions' data. A test can make
 * the provider stop accepting the grant (`revokeGrants`), and assert what was called and revoked.
 */
class ToolOAuthProviderFake implements ToolOAuthProvider
{
    /** @var list<array{tool: string, function: string, arguments: array, token: string}> */
    private array $calls = [];

    /** @var list<array{tool: string, token: string}> */
    private array $revoked = [];

    private bool $grantsRevoked = false;

    public function authorizationUrl(Tool $tool, string $redirectUri, string $state): string
    {
        return $redirectUri.'?'.http_build_query(['code' => 'mock-'.Str::lower(Str::random(24)), 'state' => $state]);
    }

    public function exchangeCode(Tool $tool, string $code, string $redirectUri): ToolTokens
    {
        if (! str_starts_with($code, 'mock-')) {
            throw new ToolAuthorizationRejected('The provider did not accept the authorization code.');
        }

        return $this->tokens();
    }

    public function refresh(Tool $tool, string $refreshToken): ToolTokens
    {
        if ($this->grantsRevoked) {
            throw new ToolAuthorizationRejected("{$tool->name} no longer accepts the authorization.");
        }

        return $this->tokens();
    }

    public function call(Tool $tool, string $function, array $arguments, string $accessToken): mixed
    {
        if ($this->grantsRevoked) {
            throw new ToolAuthorizationRejected("{$tool->name} no longer accepts the authorization.");
        }
        $this->calls[] = ['tool' => $tool->slug, 'function' => $function, 'arguments' => $arguments, 'token' => $accessToken];

        return FakeToolFunctions::run($tool->slug, $function, $arguments, CarbonImmutable::now());
    }

    public function revoke(Tool $tool, string $token): void
    {
        $this->revoked[] = ['tool' => $tool->slug, 'token' => $token];
    }

    /** From now on the providers refuse every stored grant, as when a user revokes the app at the provider. */
    public function revokeGrants(): static
    {
        $this->grantsRevoked = true;

        return $this;
    }

    private function tokens(): ToolTokens
    {
        return new ToolTokens(Str::random(32), Str::random(32), now()->addHour());
    }

    /** Asserts a function was called: `tool.function`, optionally with the access token used. */
    public function assertCalled(string $function, ?string $token = null): void
    {
        $matches = array_filter($this->calls, fn (array $call) => "{$call['tool']}.{$call['function']}" === $function
            && ($token === null || $call['token'] === $token));

        PHPUnit::assertNotEmpty($matches, "The tool function {$function} was not called".($token ? ' with that token.' : '.'));
    }

    public function assertNothingCalled(): void
    {
        PHPUnit::assertEmpty($this->calls, count($this->calls).' tool functions were called.');
    }

    /** Asserts the provider was asked to revoke a token of the tool. */
    public function assertRevoked(string $tool, ?string $token = null): void
    {
        $matches = array_filter($this->revoked, fn (array $call) => $call['tool'] === $tool && ($token === null || $call['token'] === $token));

        PHPUnit::assertNotEmpty($matches, "No token of {$tool} was revoked.");
    }
}
