<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Auth\Events\PasswordReset;
use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Notification;
use Illuminate\Support\Facades\Password;
use Tests\TestCase;

class PasswordResetTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withHeader('Origin', 'http://localhost:5173');
    }

    public function test_a_reset_link_to_the_spas_page_is_mailed(): void
    {
        Notification::fake();
        $user = User::firstWhere('email', 'demo@example.com');

        $this->postJson('/api/forgot-password', ['email' => 'demo@example.com'])
            ->assertOk()
            ->assertExactJson(['message' => 'We have emailed your password reset link.']);

        Notification::assertSentTo($user, ResetPassword::class, function (ResetPassword $mail) use ($user) {
            return $mail->toMail($user)->actionUrl === 'http://localhost:5173/auth/Reset-password?'
                .http_build_query(['token' => $mail->token, 'email' => 'demo@example.com']);
        });
    }

    public function test_an_unknown_address_gets_the_same_answer_and_no_mail(): void
    {
        Notification::fake();

        $this->postJson('/api/forgot-password', ['email' => 'nobody@example.com'])
            ->assertOk()
            ->assertExactJson(['message' => 'We have emailed your password reset link.']);
        Notification::assertNothingSent();
    }

    public function test_a_second_link_within_a_minute_is_refused(): void
    {
        Notification::fake();
        $this->postJson('/api/forgot-password', ['email' => 'demo@example.com'])->assertOk();

        $this->postJson('/api/forgot-password', ['email' => 'demo@example.com'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['email' => 'Please wait before retrying.']);
    }

    public function test_the_token_sets_a_new_password(): void
    {
        Event::fake([PasswordReset::class]);
        $user = User::firstWhere('email', 'demo@example.com');
        $token = Password::createToken($user);

        $this->postJson('/api/reset-password', [
            'token' => $token,
            'email' => 'demo@example.com',
            'password' => 'a brand new passphrase',
            'password_confirmation' => 'a brand new passphrase',
        ])
            ->assertOk()
            ->assertExactJson(['message' => 'Your password has been reset.']);

        $this->assertTrue(Hash::check('a brand new passphrase', $user->fresh()->password));
        $this->assertGuest('web');
        Event::assertDispatched(PasswordReset::class);
    }

    public function test_a_wrong_token_or_an_unknown_address_is_an_invalid_token(): void
    {
        $user = User::firstWhere('email', 'demo@example.com');
        Password::createToken($user);
        $form = ['password' => 'a brand new passphrase', 'password_confirmation' => 'a brand new passphrase'];

        foreach (['demo@example.com', 'nobody@example.com'] as $email) {
            $this->postJson('/api/reset-password', ['token' => 'not-the-token', 'email' => $email, ...$form])
                ->assertUnprocessable()
                ->assertExactJson([
                    'message' => 'This password reset token is invalid.',
                    'errors' => ['email' => ['This password reset token is invalid.']],
                ]);
        }
        $this->assertTrue(Hash::check('password', $user->fresh()->password));
    }

    public function test_a_short_password_is_refused(): void
    {
        $this->postJson('/api/reset-password', [
            'token' => 'x', 'email' => 'demo@example.com', 'password' => 'short', 'password_confirmation' => 'short',
        ])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['password' => 'The password field must be at least 8 characters.']);
    }
}
