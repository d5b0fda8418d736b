<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Auth\Notifications\VerifyEmail;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Notification;
use Tests\TestCase;

class RegistrationTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withHeader('Origin', 'http://localhost:5173');
    }

    private function form(array $overrides = []): array
    {
        return [
            'name' => 'Ada Lovelace',
            'email' => 'ada@northwind.example',
            'password' => 'correct horse battery staple',
            'password_confirmation' => 'correct horse battery staple',
            'terms' => true,
            ...$overrides,
        ];
    }

    public function test_a_new_account_is_signed_in_and_sent_the_verification_mail(): void
    {
        Notification::fake();

        $this->postJson('/api/register', $this->form())
            ->assertCreated()
            ->assertJsonPath('message', 'Registration successful. Please check your email to verify your address.')
            ->assertJsonPath('data.email', 'ada@northwind.example')
            ->assertJsonPath('data.email_verified_at', null)
            ->assertJsonPath('data.is_partner', false)
            ->assertJsonPath('data.councils', [])
            ->assertJsonMissingPath('data.password');

        $user = User::firstWhere('email', 'ada@northwind.example');
        $this->assertAuthenticatedAs($user, 'web');
        Notification::assertSentTo($user, VerifyEmail::class, function (VerifyEmail $mail) use ($user) {
            $url = $mail->toMail($user)->actionUrl;

            return str_starts_with($url, 'http://localhost:5173/auth/Verifyemail?url=')
                && str_contains(base64_decode(urldecode(substr($url, strpos($url, '=') + 1))), "/api/email/verify/{$user->id}/");
        });
    }

    public function test_a_partner_gives_a_company_and_is_not_onboarded_yet(): void
    {
        $this->postJson('/api/register', $this->form(['partner' => true]))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['company' => 'The company field is required when partner is true.']);

        $this->postJson('/api/register', $this->form(['partner' => true, 'company' => 'Northwind']))
            ->assertCreated()
            ->assertJsonPath('data.is_partner', true)
            ->assertJsonPath('data.onboarding_completed', false);
        $this->assertSame('Northwind', User::firstWhere('email', 'ada@northwind.example')->company);
    }

    public function test_an_empty_company_is_refused_even_for_a_user_who_is_not_a_partner(): void
    {
        $this->postJson('/api/register', $this->form(['company' => '']))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['company' => 'The company field must be a string.']);
        $this->assertDatabaseMissing('users', ['email' => 'ada@northwind.example']);
    }

    public function test_a_taken_email_and_an_unconfirmed_password_are_refused(): void
    {
        $this->postJson('/api/register', $this->form([
            'email' => 'demo@example.com',
            'password_confirmation' => 'something else entirely',
        ]))
            ->assertUnprocessable()
            ->assertExactJson([
                'message' => 'The email has already been taken. (and 1 more error)',
                'errors' => [
                    'email' => ['The email has already been taken.'],
                    'password' => ['The password field confirmation does not match.'],
                ],
            ]);
        $this->assertGuest('web');
    }

    public function test_the_terms_must_be_accepted(): void
    {
        $this->postJson('/api/register', $this->form(['terms' => false]))
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['terms' => 'The terms field must be accepted.']);
    }

    /** No `guest` middleware: its 302 is no answer the contract gives. */
    public function test_a_signed_in_user_who_registers_is_signed_in_as_the_new_account(): void
    {
        $this->actingAs(User::firstWhere('email', 'demo@example.com'))
            ->postJson('/api/register', $this->form())
            ->assertCreated()
            ->assertJsonPath('data.email', 'ada@northwind.example');

        $this->assertAuthenticatedAs(User::firstWhere('email', 'ada@northwind.example'), 'web');
    }

    public function test_the_sixth_attempt_within_a_minute_is_throttled(): void
    {
        foreach (range(1, 5) as $attempt) {
            $this->postJson('/api/register', $this->form(['email' => "taken{$attempt}@example.com", 'terms' => false]))
                ->assertUnprocessable();
        }
        $this->postJson('/api/register', $this->form())->assertTooManyRequests();
    }
}
