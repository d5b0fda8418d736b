<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * The account flows answer as the contract lists, whoever asks: forgot-password the same for an
 * address with an account and one without, including when asked again; and a signed-in caller is
 * answered as anyone (no `guest` middleware, whose 302 the contract lists for none of them).
 */
class AccountFlowDisclosureTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withHeader('Origin', 'http://localhost:5173');
        Notification::fake();
    }

    /** @return list<array{int, array}> the status and body of each answer: at once, again, a minute later */
    private function forgotThrice(string $email): array
    {
        $ask = fn () => $this->postJson('/api/forgot-password', ['email' => $email]);
        $answers = [$ask(), $ask()];
        $this->travel(61)->seconds();
        $answers[] = $ask();

        return array_map(fn (TestResponse $response) => [$response->status(), $response->json()], $answers);
    }

    public function test_forgot_password_answers_an_address_with_and_without_an_account_alike_when_repeated(): void
    {
        $known = $this->forgotThrice('demo@example.com');
        $unknown = $this->forgotThrice('nobody@example.com');

        $this->assertSame($known, $unknown);
        $this->assertSame([200, 422, 200], array_column($known, 0));
        $this->assertSame('Please wait before retrying.', $known[1][1]['errors']['email'][0]);
        Notification::assertSentToTimes(User::firstWhere('email', 'demo@example.com'), ResetPassword::class, 2);
    }

    public static function accountFlows(): array
    {
        return [
            'registration-request' => ['/api/registration-request', ['name' => 'Grace Hopper', 'email' => 'grace@contoso.example', 'company' => 'Contoso Ltd'], 202],
            'forgot-password' => ['/api/forgot-password', ['email' => 'member@example.com'], 200],
            'reset-password' => ['/api/reset-password', ['token' => 'stale', 'email' => 'member@example.com', 'password' => 'correct horse battery', 'password_confirmation' => 'correct horse battery'], 422],
        ];
    }

    #[DataProvider('accountFlows')]
    public function test_a_signed_in_caller_is_answered_as_the_contract_lists_not_redirected(string $path, array $body, int $status): void
    {
        $this->actingAs(User::firstWhere('email', 'demo@example.com'))
            ->postJson($path, $body)
            ->assertStatus($status);
    }
}
