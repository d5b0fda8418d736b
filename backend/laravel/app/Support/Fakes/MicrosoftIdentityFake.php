<?php

namespace App\Support\Fakes;

use App\Contracts\MicrosoftIdentity;
use App\Exceptions\MicrosoftCodeRejected;
use App\Models\User;
use App\Support\Microsoft\MicrosoftGrant;
use Illuminate\Support\Str;
use PHPUnit\Framework\Assert as PHPUnit;
use Ramsey\Uuid\Uuid;

/**
 * Microsoft sign-in without Microsoft, as the mock does it (mocks/handlers/identity/microsoft.ts):
 * the consent address sends the browser straight back with a code that names the account,
 * `ms.` + base64url of {"email","name"}. The account is the login hint's, else a new person for
 * `prompt=create`, else demo@example.com (or the one given to signInAs). A test can craft a code
 * for any account with codeFor(), whose claims may also name the account's object id (`oid`) and
 * tenant (`tid`), and say its email is not verified (`email_verified: false`); by default an
 * email's account is one fixed id in the fake's tenant, its email verified.
 */
class MicrosoftIdentityFake implements MicrosoftIdentity
{
    public const NEW_ACCOUNT = ['email' => 'robin.newcomer@example.com', 'name' => 'Robin Newcomer'];

    /** The tenant of the accounts whose code names none. */
    public const TENANT = '0a0c0f0e-0000-4000-8000-00000000fa4e';

    /** @var list<array{email: string, scopes: list<string>}> */
    private array $exchanges = [];

    private array $account = ['email' => 'demo@example.com', 'name' => null];

    /** The account that consents when the consent names none. */
    public function signInAs(string $email, ?string $name = null): static
    {
        $this->account = ['email' => $email, 'name' => $name];

        return $this;
    }

    public function authorizationUrl(string $redirectUri, string $state, array $scopes, string $prompt = 'select_account', ?string $loginHint = null): string
    {
        $account = match (true) {
            $loginHint !== null => ['email' => $loginHint, 'name' => null],
            $prompt === 'create' => self::NEW_ACCOUNT,
            default => $this->account,
        };
        $name = $account['name'] ?? User::where('email', $account['email'])->value('name') ?? Str::before($account['email'], '@');

        return $redirectUri.'?'.http_build_query(['code' => self::codeFor($account['email'], $name), 'state' => $state]);
    }

    public function exchangeCode(string $code, string $redirectUri, array $scopes): MicrosoftGrant
    {
        $account = str_starts_with($code, 'ms.')
            ? json_decode((string) base64_decode(strtr(substr($code, 3), '-_', '+/'), true), true)
            : null;
        $email = is_array($account) ? ($account['email'] ?? null) : null;
        if (! is_string($email) || ! filter_var($email, FILTER_VALIDATE_EMAIL)) {
            throw new MicrosoftCodeRejected('Microsoft did not accept the code.');
        }
        $name = is_string($account['name'] ?? null) && trim($account['name']) !== '' ? $account['name'] : Str::before($email, '@');
        $this->exchanges[] = ['email' => $email, 'scopes' => $scopes];

        return new MicrosoftGrant(
            $email, $name, Str::random(40), Str::random(40), now()->addHour(),
            $account['oid'] ?? self::objectIdOf($email),
            $account['tid'] ?? self::TENANT,
            ($account['email_verified'] ?? true) === true,
        );
    }

    /** The code "Microsoft" returns for an account; `$claims` may set its `oid`, `tid` and `email_verified`. */
    public static function codeFor(string $email, string $name, array $claims = []): string
    {
        return 'ms.'.rtrim(strtr(base64_encode(json_encode(['email' => $email, 'name' => $name] + $claims)), '+/', '-_'), '=');
    }

    /** The object id of the fake's account of this email: the same for every sign-in. */
    public static function objectIdOf(string $email): string
    {
        return Uuid::uuid5(Uuid::NAMESPACE_URL, 'mailto:'.Str::lower($email))->toString();
    }

    /** Asserts a code was exchanged for the account's email (and, when given, with these scopes among those asked). */
    public function assertExchanged(string $email, array $scopes = []): void
    {
        $matches = array_filter($this->exchanges, fn (array $call) => $call['email'] === $email && array_diff($scopes, $call['scopes']) === []);

        PHPUnit::assertNotEmpty($matches, "No code of {$email} was exchanged".($scopes ? ' for '.implode(' ', $scopes) : '').'.');
    }

    public function assertNothingExchanged(): void
    {
        PHPUnit::assertEmpty($this->exchanges, count($this->exchanges).' codes were exchanged.');
    }
}
