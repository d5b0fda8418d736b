<?php

namespace Tests\Feature;

use App\Facades\ToolOAuth;
use App\Models\Tool;
use App\Models\ToolConnection;
use App\Models\User;
use App\Services\HttpToolOAuthProvider;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

/** authorizeTool, toolCallback, callToolFunction and disconnectTool, with ToolOAuth's fake. */
class ToolConnectionTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function connection(User $user, string $tool): ToolConnection
    {
        return $user->toolConnections()->whereRelation('tool', 'slug', $tool)->sole();
    }

    /** What the consent page sends the browser back with: the code and state of the consent address. */
    private function consent(User $user, string $tool): array
    {
        $url = $this->actingAs($user)->getJson("/api/tools/{$tool}/authorize")->assertOk()->json('url');
        parse_str((string) parse_url($url, PHP_URL_QUERY), $query);

        return $query;
    }

    public function test_the_consent_address_returns_to_the_frontend_callback_page_with_a_state(): void
    {
        ToolOAuth::fake();

        $url = $this->actingAs($this->user('member@example.com'))->getJson('/api/tools/google-calendar/authorize')
            ->assertOk()->json('url');

        $this->assertStringStartsWith(config('frontend.url').'/auth/tool/google-calendar/callback?', $url);
        $this->assertStringContainsString('state=', $url);
        $this->assertSame(0, ToolConnection::where('user_id', $this->user('member@example.com')->id)->count());
        $this->actingAs($this->user('member@example.com'))->getJson('/api/tools/no-such-tool/authorize')->assertNotFound();
    }

    public function test_the_callback_stores_the_grant_encrypted_and_answers_the_tool_connected(): void
    {
        ToolOAuth::fake();
        $member = $this->user('member@example.com');
        $query = $this->consent($member, 'google-calendar');

        $this->actingAs($member)->postJson('/api/tools/google-calendar/callback?'.http_build_query($query))
            ->assertOk()
            ->assertJsonPath('data.slug', 'google-calendar')
            ->assertJsonPath('data.is_connected', true)
            ->assertJsonPath('data.revoked_at', null);

        $connection = ToolConnection::where('user_id', $member->id)->sole();
        $this->assertNotNull($connection->access_token);
        $this->assertNotSame($connection->access_token, $connection->getRawOriginal('access_token'));
        // The state is used up.
        $this->actingAs($member)->postJson('/api/tools/google-calendar/callback?'.http_build_query($query))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['state' => 'The authorization request has expired. Please try again.']);
    }

    public function test_the_callback_refuses_a_foreign_state_a_rejected_code_and_a_missing_query(): void
    {
        ToolOAuth::fake();
        $member = $this->user('member@example.com');
        $forCalendar = $this->consent($member, 'google-calendar');

        $this->actingAs($member)->postJson('/api/tools/slack/callback?'.http_build_query($forCalendar))
            ->assertUnprocessable()->assertJsonValidationErrors('state');
        $query = $this->consent($member, 'google-calendar');
        $this->actingAs($member)->postJson('/api/tools/google-calendar/callback?'.http_build_query(['code' => 'stolen'] + $query))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['code' => 'The provider did not accept the authorization code.']);
        $this->actingAs($member)->postJson('/api/tools/google-calendar/callback')
            ->assertUnprocessable()->assertJsonValidationErrors(['code', 'state']);
        $this->assertSame(0, ToolConnection::where('user_id', $member->id)->count());
    }

    public function test_a_function_is_called_with_the_callers_own_tokens(): void
    {
        $fake = ToolOAuth::fake();
        $demo = $this->user('demo@example.com');
        $token = $this->connection($demo, 'google-calendar')->access_token;

        $this->actingAs($demo)->postJson('/api/tools/google-calendar/list_events', ['arguments' => ['max_results' => 2]])
            ->assertOk()
            ->assertJsonCount(2, 'data.result.events')
            ->assertJsonPath('data.result.events.0.summary', 'Board meeting');

        $fake->assertCalled('google-calendar.list_events', $token);
    }

    public function test_a_function_call_is_refused_when_not_connected_unknown_or_rejected(): void
    {
        $fake = ToolOAuth::fake();
        $demo = $this->user('demo@example.com');

        $this->actingAs($this->user('member@example.com'))->postJson('/api/tools/google-calendar/list_events')
            ->assertUnprocessable()->assertJsonValidationErrors(['tool' => 'The tool is not connected.']);
        $this->actingAs($demo)->postJson('/api/tools/slack/no_such_function')->assertNotFound();
        $this->actingAs($demo)->postJson('/api/tools/slack/Not-A-Function')->assertNotFound();
        $this->actingAs($demo)->postJson('/api/tools/no-such-tool/post_message')->assertNotFound();
        $this->actingAs($demo)->postJson('/api/tools/slack/post_message', ['arguments' => ['channel' => 'general']])
            ->assertUnprocessable()->assertJsonValidationErrors(['arguments' => 'The text argument is required.']);
        $this->actingAs($demo)->postJson('/api/tools/slack/post_message', ['arguments' => 'text'])
            ->assertUnprocessable()->assertJsonValidationErrors('arguments');
        $fake->assertCalled('slack.post_message');
    }

    public function test_expired_tokens_are_refreshed_before_the_call(): void
    {
        $fake = ToolOAuth::fake();
        $demo = $this->user('demo@example.com');
        $connection = $this->connection($demo, 'slack');
        $this->assertTrue($connection->expires_at->isPast());
        $old = $connection->access_token;

        $this->actingAs($demo)->postJson('/api/tools/slack/post_message', ['arguments' => ['channel' => 'general', 'text' => 'Hi']])->assertOk();

        $fresh = $connection->fresh();
        $this->assertNotSame($old, $fresh->access_token);
        $this->assertTrue($fresh->expires_at->isFuture());
        $fake->assertCalled('slack.post_message', $fresh->access_token);
    }

    public function test_a_grant_the_provider_no_longer_accepts_is_dropped_and_shown_revoked(): void
    {
        ToolOAuth::fake()->revokeGrants();
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)->postJson('/api/tools/slack/post_message', ['arguments' => ['channel' => 'general', 'text' => 'Hi']])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['tool' => 'Slack no longer accepts your authorization. Please connect it again.']);

        $this->assertNull($this->connection($demo, 'slack')->access_token);
        $slack = collect($this->actingAs($demo)->getJson('/api/dictionaries/tools')->json('data'))->firstWhere('slug', 'slack');
        $this->assertFalse($slack['is_connected']);
        $this->assertNotNull($slack['revoked_at']);
    }

    public function test_disconnecting_revokes_and_forgets_the_grant_and_is_idempotent(): void
    {
        $fake = ToolOAuth::fake();
        $demo = $this->user('demo@example.com');
        $token = $this->connection($demo, 'slack')->access_token;

        $this->actingAs($demo)->deleteJson('/api/tools/slack/delete')->assertNoContent();
        $this->actingAs($demo)->deleteJson('/api/tools/slack/delete')->assertNoContent();
        $this->actingAs($demo)->deleteJson('/api/tools/no-such-tool/delete')->assertNotFound();

        $fake->assertRevoked('slack', $token);
        // Only this tool's grant: the calendar stays connected.
        $this->assertSame(['google-calendar'], $demo->toolConnections()->with('tool')->get()->pluck('tool.slug')->all());
    }

    public function test_the_dictionary_offers_a_councils_office_tools_and_drive_answers_with_documents(): void
    {
        ToolOAuth::fake();
        $member = $this->user('member@example.com');

        $tools = collect($this->actingAs($member)->getJson('/api/dictionaries/tools')->assertOk()->json('data'));
        $this->assertSame(['Google Calendar', 'Google Drive', 'Microsoft Teams', 'Slack'], $tools->pluck('name')->all());
        $this->assertSame(['search_files', 'create_document'], $tools->firstWhere('slug', 'google-drive')['functions']);

        $this->actingAs($member)->postJson('/api/tools/google-drive/callback?'.http_build_query($this->consent($member, 'google-drive')))
            ->assertOk();
        $this->actingAs($member)->postJson('/api/tools/google-drive/search_files', ['arguments' => ['query' => 'minutes']])
            ->assertOk()
            ->assertJsonPath('data.result.files.0.name', 'Planning committee minutes, March 2027');
        $this->actingAs($member)->postJson('/api/tools/microsoft-teams/callback?'.http_build_query($this->consent($member, 'microsoft-teams')))
            ->assertOk();
        $this->actingAs($member)->postJson('/api/tools/microsoft-teams/post_message', ['arguments' => ['channel' => 'Full Council/General']])
            ->assertUnprocessable();
    }

    public function test_the_tool_routes_need_a_signed_in_user(): void
    {
        $this->getJson('/api/tools/slack/authorize')->assertUnauthorized();
        $this->postJson('/api/tools/slack/post_message')->assertUnauthorized();
        $this->deleteJson('/api/tools/slack/delete')->assertUnauthorized();
    }

    public function test_the_http_driver_speaks_oauth_and_maps_the_providers_refusals(): void
    {
        Http::fake([
            'https://oauth.test/token' => Http::sequence()
                ->push(['access_token' => 'at-1', 'refresh_token' => 'rt-1', 'expires_in' => 3600])
                ->push(['error' => 'invalid_grant', 'error_description' => 'Bad code'], 400),
            'https://api.test/tool/list_events' => Http::sequence()
                ->push(['events' => []])
                ->push(['message' => 'The time_min argument must be a valid date.'], 422)
                ->push([], 401),
        ]);
        $provider = new HttpToolOAuthProvider(['google-calendar' => [
            'client_id' => 'id', 'client_secret' => 'secret', 'authorize_url' => 'https://oauth.test/auth',
            'token_url' => 'https://oauth.test/token', 'revoke_url' => null, 'api_url' => 'https://api.test/tool', 'scopes' => 'calendar',
        ]]);
        $tool = Tool::where('slug', 'google-calendar')->firstOrFail();

        $this->assertStringStartsWith('https://oauth.test/auth?client_id=id&response_type=code&redirect_uri=', $provider->authorizationUrl($tool, 'https://app.test/cb', 's1'));
        $tokens = $provider->exchangeCode($tool, 'code', 'https://app.test/cb');
        $this->assertSame(['at-1', 'rt-1'], [$tokens->accessToken, $tokens->refreshToken]);
        $this->assertSame(['events' => []], $provider->call($tool, 'list_events', [], 'at-1'));
        try {
            $provider->call($tool, 'list_events', ['time_min' => 'x'], 'at-1');
            $this->fail('The rejected arguments were not reported.');
        } catch (\App\Exceptions\ToolArgumentsRejected $rejected) {
            $this->assertSame('The time_min argument must be a valid date.', $rejected->getMessage());
        }
        $this->expectException(\App\Exceptions\ToolAuthorizationRejected::class);
        $provider->call($tool, 'list_events', [], 'at-1');
    }
}
