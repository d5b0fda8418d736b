<?php

namespace Tests\Feature;

use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class AuthTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        // The SPA's origin: Sanctum gives stateful requests (and only those) the session.
        $this->withHeader('Origin', 'http://localhost:5173');
    }

    public function test_a_seeded_account_signs_in_and_out(): void
    {
        $this->postJson('/api/login', ['email' => 'demo@example.com', 'password' => 'password'])
            ->assertOk()
            ->assertJsonPath('message', 'Login successful!')
            ->assertJsonPath('data.email', 'demo@example.com')
            ->assertJsonPath('data.councils.0.role', 'admin');

        $this->postJson('/api/logout')->assertNoContent();
        $this->assertGuest('web');
    }

    public function test_a_signed_in_caller_signs_in_again_with_credentials_or_gets_a_422(): void
    {
        $demo = \App\Models\User::firstWhere('email', 'demo@example.com');

        $this->actingAs($demo)
            ->postJson('/api/login', ['email' => 'demo@example.com', 'password' => 'wrong'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('email');

        $this->actingAs($demo)
            ->postJson('/api/login', ['email' => 'demo@example.com', 'password' => 'password'])
            ->assertOk()
            ->assertJsonPath('message', 'Login successful!')
            ->assertJsonPath('data.email', 'demo@example.com');
    }

    public function test_wrong_credentials_answer_laravels_auth_failed_on_email(): void
    {
        $this->postJson('/api/login', ['email' => 'demo@example.com', 'password' => 'wrong'])
            ->assertUnprocessable()
            ->assertExactJson([
                'message' => 'These credentials do not match our records.',
                'errors' => ['email' => ['These credentials do not match our records.']],
            ]);
    }

    public function test_the_sixth_attempt_in_a_minute_is_throttled_per_email_and_ip(): void
    {
        for ($attempt = 1; $attempt <= 5; $attempt++) {
            $this->postJson('/api/login', ['email' => 'demo@example.com', 'password' => 'wrong'])->assertUnprocessable();
        }

        $this->postJson('/api/login', ['email' => 'demo@example.com', 'password' => 'wrong'])
            ->assertTooManyRequests()
            ->assertHeader('Retry-After');
        // Another email from the same address is not throttled.
        $this->postJson('/api/login', ['email' => 'member@example.com', 'password' => 'wrong'])->assertUnprocessable();
    }

    public function test_the_profile_needs_a_session(): void
    {
        $this->getJson('/api/profile')->assertUnauthorized()->assertExactJson(['message' => 'Unauthenticated.']);
    }

    public function test_an_email_that_is_not_a_string_is_a_validation_error(): void
    {
        $this->postJson('/api/login', ['email' => ['demo@example.com'], 'password' => 'password'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['email' => 'The email field must be a string.']);
    }
}
