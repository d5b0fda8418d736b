<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Auth\Events\Verified;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\URL;
use Tests\TestCase;

class EmailVerificationTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function unverified(): User
    {
        $user = User::firstWhere('email', 'member@example.com');
        $user->forceFill(['email_verified_at' => null])->save();

        return $user;
    }

    private function link(User $user, ?string $hash = null, int $minutes = 60): string
    {
        return URL::temporarySignedRoute('verification.verify', now()->addMinutes($minutes), [
            'id' => $user->id, 'hash' => $hash ?? sha1($user->email),
        ]);
    }

    public function test_the_signed_link_verifies_the_address_without_signing_in(): void
    {
        Event::fake([Verified::class]);
        $user = $this->unverified();

        $this->getJson($this->link($user))->assertOk()->assertExactJson(['message' => 'Email verified.']);

        $this->assertTrue($user->fresh()->hasVerifiedEmail());
        $this->assertGuest('web');
        Event::assertDispatched(Verified::class);
        $this->getJson($this->link($user))->assertOk()->assertExactJson(['message' => 'Email already verified.']);
    }

    public function test_a_tampered_or_expired_link_is_an_invalid_signature(): void
    {
        $user = $this->unverified();

        $this->getJson($this->link($user).'0')->assertForbidden()->assertExactJson(['message' => 'Invalid signature.']);
        $this->getJson($this->link($user, minutes: -1))->assertForbidden()->assertExactJson(['message' => 'Invalid signature.']);
        $this->getJson($this->link($user, hash: sha1('someone.else@example.com')))
            ->assertForbidden()
            ->assertExactJson(['message' => 'Invalid signature.']);
        $this->assertFalse($user->fresh()->hasVerifiedEmail());
    }

    public function test_a_signed_link_for_an_unknown_user_is_not_found(): void
    {
        $this->getJson(URL::temporarySignedRoute('verification.verify', now()->addHour(), ['id' => 999999, 'hash' => sha1('x')]))
            ->assertNotFound();
    }
}
