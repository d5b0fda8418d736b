<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Auth\Notifications\VerifyEmail;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Notification;
use Tests\TestCase;

class ProfileTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function demo(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    public function test_a_new_password_needs_the_current_one(): void
    {
        $this->actingAs($this->demo())
            ->putJson('/api/profile', ['current_password' => 'wrong', 'password' => 'a much longer one', 'password_confirmation' => 'a much longer one'])
            ->assertUnprocessable()
            ->assertJsonPath('errors.current_password.0', 'The password is incorrect.');
    }

    public function test_a_new_password_must_be_confirmed(): void
    {
        $this->actingAs($this->demo())
            ->putJson('/api/profile', ['current_password' => 'password', 'password' => 'a much longer one', 'password_confirmation' => 'another'])
            ->assertUnprocessable()
            ->assertJsonPath('errors.password.0', 'The password field confirmation does not match.');
    }

    public function test_the_password_changes_with_the_current_one_and_a_confirmation(): void
    {
        $this->actingAs($this->demo())
            ->putJson('/api/profile', ['current_password' => 'password', 'password' => 'a much longer one', 'password_confirmation' => 'a much longer one'])
            ->assertOk();

        $this->assertTrue(Hash::check('a much longer one', $this->demo()->password));
    }

    public function test_a_new_password_ends_the_users_other_sessions_and_no_one_elses(): void
    {
        config(['session.driver' => 'database']);
        $demo = $this->demo();
        $member = User::where('email', 'member@example.com')->firstOrFail();
        $session = fn (string $id, User $user) => DB::table('sessions')->insert([
            'id' => $id, 'user_id' => $user->id, 'ip_address' => '127.0.0.1', 'user_agent' => 'phone',
            'payload' => base64_encode(serialize([])), 'last_activity' => now()->getTimestamp(),
        ]);
        // One device signed in and never used since: Sanctum's AuthenticateSession has no hash of it to compare.
        $session('demo-phone', $demo);
        $session('demo-laptop', $demo);
        $session('member-phone', $member);

        $this->actingAs($demo)
            ->putJson('/api/profile', ['name' => 'Demo Admin'])
            ->assertOk();
        $this->assertSame(3, DB::table('sessions')->count(), 'a change without a new password ends no session');

        $this->actingAs($demo)
            ->putJson('/api/profile', ['current_password' => 'password', 'password' => 'a much longer one', 'password_confirmation' => 'a much longer one'])
            ->assertOk();
        $this->assertSame(['member-phone'], DB::table('sessions')->pluck('id')->all());
    }

    public function test_a_new_email_resets_its_verification_and_the_partner_flag_stays_put(): void
    {
        $this->actingAs($this->demo())
            ->putJson('/api/profile', ['email' => 'new@example.com', 'is_partner' => true])
            ->assertOk()
            ->assertJsonPath('data.email', 'new@example.com')
            ->assertJsonPath('data.email_verified_at', null)
            ->assertJsonPath('data.is_partner', false);
    }

    public function test_a_new_email_gets_the_verification_mail_and_an_unchanged_one_none(): void
    {
        Notification::fake();
        $demo = $this->demo();

        $this->actingAs($demo)->putJson('/api/profile', ['name' => 'Demo Renamed', 'email' => 'demo@example.com'])->assertOk();
        Notification::assertNothingSent();

        $this->actingAs($demo)->putJson('/api/profile', ['email' => 'new@example.com'])->assertOk();
        Notification::assertSentTo($demo, VerifyEmail::class, fn (VerifyEmail $mail, array $channels) => $channels === ['mail']
            && $mail->toMail($demo)->actionUrl !== null);
        Notification::assertCount(1);
        $this->assertSame('new@example.com', $demo->fresh()->routeNotificationFor('mail'));
    }

    public function test_the_profile_lists_exactly_the_contracts_keys(): void
    {
        $keys = array_keys($this->actingAs($this->demo())->getJson('/api/profile')->assertOk()->json('data'));

        $this->assertEqualsCanonicalizing([
            'id', 'name', 'email', 'email_verified_at', 'avatar_url', 'position_id', 'locale', 'microsoft_email',
            'is_partner', 'onboarding_completed', 'councils', 'current_council_id', 'created_at', 'updated_at',
        ], $keys);
    }
}
