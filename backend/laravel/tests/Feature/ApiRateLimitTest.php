<?php

namespace Tests\Feature;

use App\Models\Agent;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * The contract's x-throttle of the costly signed-in calls (`by: [user]`): every request that reaches
 * the route counts, refused ones too, so these send requests the controller refuses (422 or 404)
 * and need no reply, upload or mail to reach the limit.
 */
class ApiRateLimitTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    /** The operation, its limit, and how to call it so the controller refuses the call. */
    public static function throttledOperations(): array
    {
        return [
            'sendThreadMessage' => [30, 'post', fn (self $test) => "/api/threads/{$test->thread()}/message", []],
            'regenerateThreadMessage' => [20, 'post', fn (self $test) => "/api/threads/{$test->thread()}/messages/999999/regenerate", []],
            'uploadThreadFiles' => [30, 'post', fn (self $test) => "/api/threads/{$test->thread()}/file", []],
            'uploadCouncilFile' => [30, 'post', fn (self $test) => "/api/councils/{$test->northfield()->id}/files", []],
            'uploadAgentFile' => [30, 'post', fn (self $test) => "/api/agents/{$test->agent()}/files", []],
            'previewAgent' => [30, 'post', fn (self $test) => "/api/agents/{$test->agent()}/preview", []],
            'uploadCouncilAgentFile' => [30, 'post', fn (self $test) => "/api/councils/{$test->northfield()->id}/agents/{$test->agent()}/files", []],
            'inviteCouncilUser' => [30, 'post', fn (self $test) => "/api/councils/{$test->northfield()->id}/users", ['email' => 'not-an-email']],
            'resendCouncilInvitation' => [20, 'post', fn (self $test) => "/api/councils/{$test->northfield()->id}/users/{$test->demo()->id}/resend-invitation", ['notify' => 'maybe']],
        ];
    }

    public function demo(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    public function northfield(): Council
    {
        return Council::where('slug', 'northfield')->firstOrFail();
    }

    /** Any agent: refused or not, each call to the route counts. */
    public function agent(): int
    {
        return Agent::query()->orderBy('id')->value('id');
    }

    private ?int $thread = null;

    /** A thread of demo's, made once per test (the seeders make none). */
    public function thread(): int
    {
        return $this->thread ??= $this->demo()->threads()
            ->create(['agent_id' => $this->demo()->agents()->firstOrFail()->id, 'title' => 'New chat'])->id;
    }

    #[DataProvider('throttledOperations')]
    public function test_the_request_after_the_limit_answers_429_for_that_user_only(int $limit, string $method, \Closure $uri, array $body): void
    {
        $demo = $this->demo();
        $url = $uri($this);

        for ($i = 0; $i < $limit; $i++) {
            $status = $this->actingAs($demo)->json($method, $url, $body)->status();
            $this->assertNotSame(429, $status, "request {$i} of {$limit} was throttled");
        }

        $this->actingAs($demo)->json($method, $url, $body)
            ->assertTooManyRequests()
            ->assertExactJson(['message' => 'Too Many Attempts.'])
            ->assertHeader('Retry-After')
            ->assertHeader('X-RateLimit-Limit', $limit)
            ->assertHeader('X-RateLimit-Remaining', 0);

        // The key is the user: another admin of the council is not refused for demo's requests.
        $other = User::factory()->create();
        $this->northfield()->users()->attach($other->id, ['role' => 'admin', 'status' => 'active']);
        $this->assertNotSame(429, $this->actingAs($other)->json($method, $url, $body)->status());
    }

    public function test_the_limits_leave_each_operation_its_own_count(): void
    {
        $demo = $this->demo();
        for ($i = 0; $i < 30; $i++) {
            $this->actingAs($demo)->postJson("/api/threads/{$this->thread()}/message", [])->assertUnprocessable();
        }

        $this->actingAs($demo)->postJson("/api/threads/{$this->thread()}/message", [])->assertTooManyRequests();
        $this->actingAs($demo)->postJson("/api/threads/{$this->thread()}/file", [])->assertUnprocessable();
    }
}
