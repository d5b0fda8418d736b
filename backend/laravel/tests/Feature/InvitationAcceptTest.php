<?php

namespace Tests\Feature;

use App\Enums\MembershipStatus;
use App\Events\CouncilMemberAdded;
use App\Models\Council;
use App\Models\Invitation;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Str;
use Tests\TestCase;

class InvitationAcceptTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    /** @var array<int, string> each invitation's emailed token, by its id */
    private array $tokens = [];

    protected function setUp(): void
    {
        parent::setUp();
        $this->withHeader('Origin', 'http://localhost:5173');
    }

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function northfield(): Council
    {
        return Council::where('slug', 'northfield')->firstOrFail();
    }

    /**
     * An invitation as inviteCouncilUser leaves it: the invitee listed as `invited`, with an account
     * that has no password when the email had none. Made here, not by a signed-in call, so that
     * each test starts as a guest.
     */
    private function invite(string $email, string $role = 'manager'): Invitation
    {
        $council = $this->northfield();
        $invitee = User::firstOrCreate(['email' => $email], ['name' => 'invitee', 'password' => null]);
        $council->users()->attach($invitee, ['role' => $role, 'status' => 'invited']);

        $token = Str::random(64);
        $invitation = $council->invitations()->create([
            'email' => $email, 'role' => $role, 'token' => $token,
            'expires_at' => now()->addDays(7), 'invited_by' => $this->user('demo@example.com')->id,
        ]);
        $this->tokens[$invitation->id] = $token;

        return $invitation;
    }

    /** The emailed token of an invitation made by invite() (the database keeps only its hash). */
    private function tokenOf(Invitation $invitation): string
    {
        return $this->tokens[$invitation->id];
    }

    public function test_the_info_says_whether_the_invitee_has_an_account(): void
    {
        $invitation = $this->invite('dan.hughes@example.org');

        $this->getJson('/api/councils/get-invitation-info?token='.$this->tokenOf($invitation))
            ->assertOk()
            ->assertJsonPath('data.email', 'dan.hughes@example.org')
            ->assertJsonPath('data.role', 'manager')
            ->assertJsonPath('data.council.slug', 'northfield')
            ->assertJsonPath('data.user_exists', false);

        $this->getJson('/api/councils/get-invitation-info?token='.$this->tokenOf($this->invite('nocouncil@example.com')))
            ->assertOk()
            ->assertJsonPath('data.user_exists', true);
    }

    public function test_an_unknown_expired_or_used_token_is_refused(): void
    {
        $invitation = $this->invite('dan.hughes@example.org');

        $this->getJson('/api/councils/get-invitation-info?token=nope')->assertNotFound()
            ->assertExactJson(['message' => 'Invitation not found.']);
        $this->getJson('/api/councils/get-invitation-info')->assertUnprocessable()
            ->assertJsonValidationErrors(['token' => 'The token field is required.']);

        $invitation->forceFill(['expires_at' => now()->subMinute()])->save();
        $this->getJson('/api/councils/get-invitation-info?token='.$this->tokenOf($invitation))->assertUnprocessable()
            ->assertJsonValidationErrors(['token' => 'This invitation has expired.']);

        $invitation->forceFill(['status' => 'accepted'])->save();
        $this->postJson('/api/councils/accept-invitation', ['token' => $this->tokenOf($invitation)])->assertUnprocessable()
            ->assertJsonValidationErrors(['token' => 'This invitation has already been accepted.']);
        $this->postJson('/api/councils/accept-invitation', ['token' => 'nope'])->assertNotFound();
        // The fields' form is checked before the token.
        $this->postJson('/api/councils/accept-invitation', ['token' => 'nope', 'password' => 'short', 'password_confirmation' => 'short'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['password' => 'The password field must be at least 8 characters.']);
    }

    public function test_a_new_invitee_completes_the_account_and_is_signed_in(): void
    {
        Event::fake([CouncilMemberAdded::class]);
        $invitation = $this->invite('dan.hughes@example.org');
        $council = $this->northfield();

        $this->postJson('/api/councils/accept-invitation', ['token' => $this->tokenOf($invitation)])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['name' => 'The name field is required.', 'password' => 'The password field is required.']);
        $this->postJson('/api/councils/accept-invitation', [
            'token' => $this->tokenOf($invitation), 'name' => 'Dan Hughes', 'password' => 'correct-horse', 'password_confirmation' => 'other-horse',
        ])->assertUnprocessable()->assertJsonValidationErrors(['password' => 'The password field confirmation does not match.']);

        $this->postJson('/api/councils/accept-invitation', [
            'token' => $this->tokenOf($invitation), 'name' => 'Dan Hughes', 'password' => 'correct-horse', 'password_confirmation' => 'correct-horse',
        ])
            ->assertOk()
            ->assertExactJson([
                'message' => 'Invitation accepted.',
                'data' => ['id' => $council->id, 'name' => $council->name, 'slug' => 'northfield', 'role' => 'manager', 'logo_url' => null],
            ]);

        $dan = $this->user('dan.hughes@example.org');
        $this->assertAuthenticatedAs($dan, 'web');
        $this->assertSame('Dan Hughes', $dan->name);
        $this->assertTrue(Hash::check('correct-horse', $dan->password));
        $this->assertTrue($dan->hasVerifiedEmail());
        $this->assertSame($council->id, $dan->current_council_id);
        $this->assertSame('accepted', $invitation->fresh()->status);
        Event::assertDispatched(CouncilMemberAdded::class, fn ($event) => $event->payload['user']['status'] === MembershipStatus::Active);
    }

    public function test_an_existing_account_must_be_signed_in_as_the_invitee(): void
    {
        $invitation = $this->invite('nocouncil@example.com', 'member');

        $this->postJson('/api/councils/accept-invitation', ['token' => $this->tokenOf($invitation)])
            ->assertUnauthorized()
            ->assertExactJson(['message' => 'Unauthenticated.']);
        $this->actingAs($this->user('member@example.com'))
            ->postJson('/api/councils/accept-invitation', ['token' => $this->tokenOf($invitation)])
            ->assertForbidden()
            ->assertExactJson(['message' => 'This invitation was sent to another email address.']);
        $this->assertSame('pending', $invitation->fresh()->status);
    }

    public function test_an_existing_account_accepts_signed_in_and_keeps_its_name(): void
    {
        $invitation = $this->invite('nocouncil@example.com', 'member');

        $this->actingAs($this->user('nocouncil@example.com'))
            ->postJson('/api/councils/accept-invitation', ['token' => $this->tokenOf($invitation), 'name' => 'Ignored'])
            ->assertOk()
            ->assertJsonPath('data.role', 'member');
        $this->assertSame('Nora Nocouncil', $this->user('nocouncil@example.com')->name);
    }
}
