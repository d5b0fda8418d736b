<?php

namespace Tests\Feature;

use App\Facades\MicrosoftSignIn;
use App\Models\Council;
use App\Models\User;
use App\Services\MicrosoftIdentityPlatform;
use App\Support\Fakes\MicrosoftIdentityFake;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

/** getMicrosoftRedirect and microsoftCallback, with MicrosoftSignIn's fake. */
class MicrosoftSignInTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        // The SPA's origin: Sanctum gives stateful requests the session the state is kept in.
        $this->withHeader('Origin', 'http://localhost:5173');
    }

    /** The query the consent sends the browser back with. */
    private function consent(string $type, array $query = []): array
    {
        $url = $this->getJson('/api/auth/microsoft/redirect?'.http_build_query(['type' => $type] + $query))->assertOk()->json('url');
        parse_str((string) parse_url($url, PHP_URL_QUERY), $back);

        return $back + ['url' => $url];
    }

    public function test_login_signs_in_the_user_with_the_microsoft_accounts_email(): void
    {
        MicrosoftSignIn::fake();
        $back = $this->consent('login');
        $this->assertStringStartsWith(config('frontend.url').'/auth/Microsoft?', $back['url']);

        $this->getJson('/api/auth/microsoft/callback?'.http_build_query(['code' => $back['code'], 'state' => $back['state']]))
            ->assertOk()
            ->assertJsonPath('message', 'Login successful!')
            ->assertJsonPath('data.email', 'demo@example.com');

        $this->assertAuthenticatedAs(User::firstWhere('email', 'demo@example.com'), 'web');
        $this->assertSame('demo@example.com', User::firstWhere('email', 'demo@example.com')->microsoft_email);
        MicrosoftSignIn::assertExchanged('demo@example.com', ['User.Read']);
    }

    public function test_login_without_an_account_is_refused_and_creates_nobody(): void
    {
        MicrosoftSignIn::fake()->signInAs('stranger@example.com', 'A Stranger');
        $back = $this->consent('login');

        $this->getJson('/api/auth/microsoft/callback?'.http_build_query(['code' => $back['code'], 'state' => $back['state']]))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['email' => "No account uses this Microsoft account's email address. Please register first."]);

        $this->assertDatabaseMissing('users', ['email' => 'stranger@example.com']);
        $this->assertGuest('web');
    }

    public function test_register_creates_a_verified_user_without_a_password(): void
    {
        MicrosoftSignIn::fake();
        $back = $this->consent('register');

        $this->getJson('/api/auth/microsoft/callback?'.http_build_query(['code' => $back['code'], 'state' => $back['state']]))
            ->assertOk()
            ->assertJsonPath('data.email', MicrosoftIdentityFake::NEW_ACCOUNT['email'])
            ->assertJsonPath('data.name', MicrosoftIdentityFake::NEW_ACCOUNT['name'])
            ->assertJsonPath('data.is_partner', false);

        $user = User::firstWhere('email', MicrosoftIdentityFake::NEW_ACCOUNT['email']);
        $this->assertNotNull($user->email_verified_at);
        $this->assertFalse($user->hasPassword());
        $this->assertAuthenticatedAs($user, 'web');
    }

    public function test_the_state_is_one_use_and_a_rejected_code_signs_in_nobody(): void
    {
        MicrosoftSignIn::fake();
        $back = $this->consent('login');

        $this->getJson('/api/auth/microsoft/callback?'.http_build_query(['code' => 'forged', 'state' => $back['state']]))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['code' => 'Microsoft did not accept the sign-in. Please try again.']);
        $this->getJson('/api/auth/microsoft/callback?'.http_build_query(['code' => $back['code'], 'state' => $back['state']]))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['state' => 'The sign-in request has expired. Please try again.']);
        $this->getJson('/api/auth/microsoft/callback')
            ->assertUnprocessable()->assertJsonValidationErrors(['code', 'state']);
        $this->assertGuest('web');
        MicrosoftSignIn::assertNothingExchanged();
    }

    public function test_a_sharepoint_state_does_not_sign_anyone_in(): void
    {
        MicrosoftSignIn::fake();
        $demo = User::firstWhere('email', 'demo@example.com');
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $back = $this->actingAs($demo)->consent('sharepoint', ['council_id' => $northfield->id]);

        $this->getJson('/api/auth/microsoft/callback?'.http_build_query(['code' => $back['code'], 'state' => $back['state']]))
            ->assertUnprocessable()->assertJsonValidationErrors('state');
    }

    public function test_the_sharepoint_consent_is_for_a_signed_in_caller(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();

        $this->getJson("/api/auth/microsoft/redirect?type=sharepoint&council_id={$northfield->id}")->assertUnauthorized();
    }

    public function test_the_sharepoint_consent_is_refused_to_a_member_who_is_not_admin(): void
    {
        $northfield = Council::where('slug', 'northfield')->firstOrFail();

        $this->actingAs(User::firstWhere('email', 'member@example.com'))
            ->getJson("/api/auth/microsoft/redirect?type=sharepoint&council_id={$northfield->id}")->assertForbidden();
    }

    public function test_the_sharepoint_consent_names_the_council_and_returns_to_the_sharepoint_page(): void
    {
        MicrosoftSignIn::fake();
        $northfield = Council::where('slug', 'northfield')->firstOrFail();

        $this->actingAs(User::firstWhere('email', 'demo@example.com'))
            ->getJson('/api/auth/microsoft/redirect?type=sharepoint')
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['council_id' => 'The council id field is required when type is sharepoint.']);
        $this->getJson('/api/auth/microsoft/redirect?type=sharepoint&council_id=999999')
            ->assertUnprocessable()->assertJsonValidationErrors('council_id');
        $url = $this->getJson("/api/auth/microsoft/redirect?type=sharepoint&council_id={$northfield->id}")->assertOk()->json('url');
        $this->assertStringStartsWith(config('frontend.url').'/auth/Sharepoint_callback?', $url);
    }

    public function test_the_type_is_required_and_checked(): void
    {
        $this->getJson('/api/auth/microsoft/redirect')->assertUnprocessable()->assertJsonValidationErrors('type');
        $this->getJson('/api/auth/microsoft/redirect?type=google')->assertUnprocessable()->assertJsonValidationErrors('type');
    }

    public function test_the_identity_platform_driver_exchanges_the_code_and_reads_the_account(): void
    {
        Http::fake([
            'https://login.test/common/oauth2/v2.0/token' => Http::response(['access_token' => 'at', 'refresh_token' => 'rt', 'expires_in' => 3600]),
            'https://graph.test/v1.0/me' => Http::response(['mail' => 'ada@northwind.example', 'displayName' => 'Ada Lovelace']),
        ]);
        $microsoft = new MicrosoftIdentityPlatform([
            'client_id' => 'cid', 'client_secret' => 'secret', 'tenant' => 'common',
            'login_url' => 'https://login.test', 'graph_url' => 'https://graph.test', 'timeout' => 5,
        ]);

        $url = $microsoft->authorizationUrl('https://app.test/auth/Microsoft', 'st', ['openid', 'User.Read']);
        $grant = $microsoft->exchangeCode('code-1', 'https://app.test/auth/Microsoft', ['openid', 'User.Read']);

        $this->assertStringStartsWith('https://login.test/common/oauth2/v2.0/authorize?client_id=cid&response_type=code', $url);
        $this->assertStringContainsString('scope=openid%20User.Read', $url);
        $this->assertSame(['ada@northwind.example', 'Ada Lovelace', 'at'], [$grant->email, $grant->name, $grant->accessToken]);
        Http::assertSent(fn (Request $request) => $request->url() === 'https://graph.test/v1.0/me' && $request->hasHeader('Authorization', 'Bearer at'));
    }

    public function test_the_identity_platform_driver_reports_a_rejected_code(): void
    {
        Http::fake(['*' => Http::response(['error' => 'invalid_grant', 'error_description' => 'AADSTS70008: expired'], 400)]);
        $microsoft = new MicrosoftIdentityPlatform([
            'client_id' => 'cid', 'client_secret' => 'secret', 'tenant' => 'common',
            'login_url' => 'https://login.test', 'graph_url' => 'https://graph.test', 'timeout' => 5,
        ]);

        $this->expectException(\App\Exceptions\MicrosoftCodeRejected::class);
        $microsoft->exchangeCode('old', 'https://app.test/auth/Microsoft', ['openid']);
    }
}
