<?php

namespace Tests\Feature;

use App\Facades\MicrosoftSignIn;
use App\Models\User;
use App\Services\MicrosoftIdentityPlatform;
use App\Support\Fakes\MicrosoftIdentityFake;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Http;
use Illuminate\Testing\TestResponse;
use Tests\TestCase;

/**
 * Which user a Microsoft account signs in: the one linked to its object id (`oid`) in its tenant
 * (`tid`), else the user of its email only when Microsoft vouches for that email. Graph's `mail` is
 * set by a tenant's admins, so any tenant could otherwise name demo@example.com and be signed in as demo.
 */
class MicrosoftAccountMatchingTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    /** Another organisation's tenant, and the account its admins made with demo's address as its mail. */
    private const ATTACKER = ['tid' => '5e1f0000-0000-4000-8000-00000000bad1', 'oid' => '5e1f0000-0000-4000-8000-00000000bad2'];

    protected function setUp(): void
    {
        parent::setUp();
        $this->withHeader('Origin', 'http://localhost:5173');
        MicrosoftSignIn::fake();
    }

    /** A consent for `$type`, answered with a code for the account these claims describe. */
    private function signIn(string $type, string $email, array $claims = []): TestResponse
    {
        $url = $this->getJson("/api/auth/microsoft/redirect?type={$type}")->assertOk()->json('url');
        parse_str((string) parse_url($url, PHP_URL_QUERY), $back);

        return $this->getJson('/api/auth/microsoft/callback?'.http_build_query([
            'code' => MicrosoftIdentityFake::codeFor($email, 'Someone', $claims), 'state' => $back['state'],
        ]));
    }

    private function demo(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    public function test_an_unverified_email_from_another_tenant_does_not_sign_in_its_user(): void
    {
        foreach (['login', 'register'] as $type) {
            $this->signIn($type, 'demo@example.com', [...self::ATTACKER, 'email_verified' => false])
                ->assertUnprocessable()
                ->assertJsonValidationErrors(['email' => "Microsoft has not verified this account's email address. Please sign in with your email address and password."]);
            $this->assertGuest('web');
        }
        $this->assertNull($this->demo()->microsoft_object_id);
        $this->assertSame(1, User::where('email', 'demo@example.com')->count());
    }

    public function test_a_verified_email_links_the_account_which_then_signs_in_by_its_ids(): void
    {
        $account = ['tid' => MicrosoftIdentityFake::TENANT, 'oid' => '0a0c0f0e-0000-4000-8000-0000000000d1'];
        $this->signIn('login', 'demo@example.com', $account)->assertOk()->assertJsonPath('data.email', 'demo@example.com');
        $this->assertSame([$account['tid'], $account['oid']], [$this->demo()->microsoft_tenant_id, $this->demo()->microsoft_object_id]);
        auth('web')->logout();

        // The tenant renamed the account: its ids still name demo, whatever its email now says.
        $this->signIn('login', 'd.admin@example.org', [...$account, 'email_verified' => false])
            ->assertOk()->assertJsonPath('data.email', 'demo@example.com');
        $this->assertAuthenticatedAs($this->demo(), 'web');
        $this->assertSame('d.admin@example.org', $this->demo()->microsoft_email);
    }

    public function test_a_user_linked_to_one_microsoft_account_is_not_reached_by_another(): void
    {
        $this->signIn('login', 'demo@example.com', ['oid' => '0a0c0f0e-0000-4000-8000-0000000000d1'])->assertOk();
        auth('web')->logout();

        // Even with its email verified; and the same object id in another tenant is another account.
        foreach ([self::ATTACKER, ['tid' => self::ATTACKER['tid'], 'oid' => '0a0c0f0e-0000-4000-8000-0000000000d1']] as $other) {
            $this->signIn('login', 'demo@example.com', $other)
                ->assertUnprocessable()
                ->assertJsonValidationErrors(['email' => 'Another Microsoft account is linked to the account with this email address.']);
            $this->assertGuest('web');
        }
    }

    public function test_the_identity_platform_driver_trusts_only_the_id_tokens_vouched_for_email(): void
    {
        $microsoft = new MicrosoftIdentityPlatform([
            'client_id' => 'cid', 'client_secret' => 'secret', 'tenant' => 'common',
            'login_url' => 'https://login.test', 'graph_url' => 'https://graph.test', 'timeout' => 5,
        ]);
        $claims = [];
        Http::fake([
            'https://login.test/*' => function () use (&$claims) {
                $idToken = 'eyJhbGciOiJSUzI1NiJ9.'.rtrim(strtr(base64_encode(json_encode($claims)), '+/', '-_'), '=').'.sig';

                return Http::response(['access_token' => 'at', 'id_token' => $idToken, 'expires_in' => 3600]);
            },
            'https://graph.test/*' => Http::response(['mail' => 'demo@example.com', 'displayName' => 'Mallory']),
        ]);
        $ids = ['tid' => self::ATTACKER['tid'], 'oid' => self::ATTACKER['oid']];

        // An organisation's account: its `email` claim is not vouched for, and Graph's mail is the admins'.
        $claims = [...$ids, 'email' => 'mallory@evil.example'];
        $grant = $microsoft->exchangeCode('c', 'https://app.test/auth/Microsoft', ['openid']);
        $this->assertSame(['demo@example.com', false, $ids['tid'], $ids['oid']], [$grant->email, $grant->emailVerified, $grant->tenantId, $grant->objectId]);

        // The domain's owner verified (xms_edov), or a personal account: the claim's email is vouched for.
        $claims = [...$ids, 'email' => 'mallory@evil.example', 'xms_edov' => true];
        $grant = $microsoft->exchangeCode('c', 'https://app.test/auth/Microsoft', ['openid']);
        $this->assertSame(['mallory@evil.example', true], [$grant->email, $grant->emailVerified]);

        $claims = ['tid' => MicrosoftIdentityPlatform::PERSONAL_ACCOUNTS_TENANT, 'oid' => $ids['oid'], 'email' => 'me@outlook.example'];
        $grant = $microsoft->exchangeCode('c', 'https://app.test/auth/Microsoft', ['openid']);
        $this->assertSame(['me@outlook.example', true], [$grant->email, $grant->emailVerified]);
    }
}
