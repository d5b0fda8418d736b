<?php

namespace Tests\Feature;

use App\Enums\CouncilRole;
use App\Enums\MembershipStatus;
use App\Events\CouncilLicenceChanged;
use App\Events\CouncilMemberAdded;
use App\Events\CouncilMemberRemoved;
use App\Events\CouncilMemberUpdated;
use App\Events\InvitationReceived;
use App\Events\LicenceChanged;
use App\Mail\CouncilInvitation;
use App\Models\Council;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

/** What changing a council user does beside the change itself. */
class CouncilUserSideEffectsTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function council(string $slug): Council
    {
        return Council::where('slug', $slug)->firstOrFail();
    }

    public function test_a_licence_another_member_holds_is_refused_in_any_council(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        // Held as the app holds a seat (the licence and the membership), here and in riverside.
        $ours = $northfield->licences()->with('council')->whereNull('user_id')->orderBy('id')->firstOrFail();
        $ours->assignTo($member);
        $riverside = $this->council('riverside');
        $theirs = $riverside->licences()->create(['subscription_id' => $ours->subscription_id, 'name' => 'Riverside seat 1', 'expires_at' => now()->addYear()]);
        $theirs->setRelation('council', $riverside)->assignTo($demo);
        // Whatever the seed gives demo in northfield: a refused assignment leaves it as it was.
        $before = $northfield->users()->find($demo->id)->pivot->licence_id;

        foreach ([$ours->id, $theirs->id] as $held) {
            $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$demo->id}", ['licence_id' => $held])
                ->assertUnprocessable()
                ->assertJsonValidationErrors('licence_id');
        }
        $this->assertSame($before, $northfield->users()->find($demo->id)->pivot->licence_id);
    }

    public function test_a_member_keeps_their_own_licence_and_it_can_be_taken_back(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        // Held as the app holds a seat: on the licence and on the membership.
        $seat = $northfield->licences()->whereNull('user_id')->orderBy('id')->firstOrFail();
        $seat->assignTo($member);

        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$member->id}", ['licence_id' => $seat->id])
            ->assertOk()
            ->assertJsonPath('data.licence_id', $seat->id);
        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$member->id}", ['licence_id' => null])
            ->assertOk()
            ->assertJsonPath('data.licence_id', null);
    }

    public function test_a_free_licence_is_given_and_a_held_expired_foreign_or_pending_one_refused(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $member = $this->user('member@example.com');
        [$free, $other] = $northfield->licences()->whereNull('user_id')->get()
            ->filter(fn ($licence) => $licence->currentStatus() === 'unassigned')->values()->all();
        $url = fn (User $user) => "/api/councils/{$northfield->id}/users/{$user->id}";

        $this->actingAs($demo)->putJson($url($member), ['licence_id' => $free->id])
            ->assertOk()
            ->assertJsonPath('data.licence_id', $free->id);
        $this->assertSame($member->id, $free->fresh()->user_id);

        $this->actingAs($demo)->putJson($url($demo), ['licence_id' => $free->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['licence_id' => 'This licence is already assigned to another user.']);
        $other->forceFill(['expires_at' => now()->subDay()])->save();
        $this->actingAs($demo)->putJson($url($demo), ['licence_id' => $other->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['licence_id' => 'This licence has expired.']);
        $foreign = $this->council('riverside')->licences()->create(['name' => 'Riverside seat 1', 'expires_at' => now()->addYear()]);
        $this->actingAs($demo)->putJson($url($demo), ['licence_id' => $foreign->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['licence_id' => 'The selected licence id is invalid.']);

        $this->actingAs($demo)
            ->postJson("/api/councils/{$northfield->id}/users", ['email' => 'new.clerk@example.com', 'role' => 'member'])
            ->assertCreated();
        $this->actingAs($demo)->putJson($url($this->user('new.clerk@example.com')), ['licence_id' => $free->id])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['licence_id' => 'Licences can only be given to active members.']);
    }

    public function test_a_pending_invitees_new_role_is_on_their_invitation(): void
    {
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $this->actingAs($demo)
            ->postJson("/api/councils/{$northfield->id}/users", ['email' => 'new.clerk@example.com', 'role' => 'member'])
            ->assertCreated();
        $invitee = $this->user('new.clerk@example.com');

        $this->actingAs($demo)->putJson("/api/councils/{$northfield->id}/users/{$invitee->id}", ['role' => 'manager'])
            ->assertOk()
            ->assertJsonPath('data.role', 'manager');

        $this->assertSame('manager', $northfield->invitations()->where('email', 'new.clerk@example.com')->sole()->role);
    }

    /** The socket id the acting tab sends (Echo's X-Socket-ID): a `toOthers()` broadcast carries it. */
    private const SOCKET = '1234.5678';

    private function asAdmin(): static
    {
        return $this->actingAs($this->user('demo@example.com'))->withHeader('X-Socket-ID', self::SOCKET);
    }

    public function test_an_invitation_is_mailed_and_the_council_told_not_the_new_email(): void
    {
        Mail::fake();
        Event::fake([CouncilMemberAdded::class, CouncilMemberUpdated::class, InvitationReceived::class]);
        $northfield = $this->council('northfield');

        $this->asAdmin()->postJson("/api/councils/{$northfield->id}/users", ['email' => 'new.clerk@example.com', 'role' => 'member'])
            ->assertCreated();

        Mail::assertSent(CouncilInvitation::class, fn (CouncilInvitation $mail) => $mail->hasTo('new.clerk@example.com')
            && str_contains($mail->render(), CouncilInvitation::acceptUrl($mail->token))
            // The database keeps only the token's hash: no link that works.
            && $mail->invitation->fresh()->token === hash('sha256', $mail->token));
        Event::assertDispatched(CouncilMemberAdded::class, fn (CouncilMemberAdded $event) => $event->socket === self::SOCKET
            && $event->broadcastOn()[0]->name === "presence-councils.{$northfield->id}"
            && $event->payload['user']['email'] === 'new.clerk@example.com'
            && $event->payload['user']['status'] === MembershipStatus::Invited);
        // The address had no account before: nobody is signed in to be told.
        Event::assertNotDispatched(InvitationReceived::class);
    }

    public function test_an_existing_user_is_told_of_their_invitation_on_their_channel(): void
    {
        Mail::fake();
        Event::fake([CouncilMemberAdded::class, CouncilMemberUpdated::class, InvitationReceived::class]);
        $northfield = $this->council('northfield');
        $outsider = User::factory()->create(['email' => 'outsider@example.com']);

        $this->asAdmin()->postJson("/api/councils/{$northfield->id}/users", ['email' => 'outsider@example.com', 'role' => 'manager'])
            ->assertCreated();

        Event::assertDispatched(InvitationReceived::class, fn (InvitationReceived $event) => $event->socket === self::SOCKET
            && $event->broadcastAs() === 'invitation.received'
            && $event->broadcastOn()[0]->name === "private-App.Models.User.{$outsider->id}"
            && $event->payload['invitation']['role'] === 'manager'
            && $event->payload['invitation']['status'] === 'pending'
            // As the invitee reads it, not as the admin who sent it.
            && $event->payload['invitation']['council']['is_member'] === false);
        Mail::assertSent(CouncilInvitation::class, fn (CouncilInvitation $mail) => $mail->hasTo('outsider@example.com'));
    }

    public function test_inviting_a_pending_invitee_again_mails_a_new_link_and_updates_their_row(): void
    {
        Mail::fake();
        Event::fake([CouncilMemberAdded::class, CouncilMemberUpdated::class, InvitationReceived::class]);
        $northfield = $this->council('northfield');
        $invite = fn (string $role) => $this->asAdmin()
            ->postJson("/api/councils/{$northfield->id}/users", ['email' => 'new.clerk@example.com', 'role' => $role])
            ->assertCreated();

        $invite('member');
        $invite('manager');

        Mail::assertSent(CouncilInvitation::class, 2);
        Event::assertDispatchedTimes(CouncilMemberAdded::class, 1);
        Event::assertDispatched(CouncilMemberUpdated::class, fn (CouncilMemberUpdated $event) => $event->payload['user']['role'] === CouncilRole::Manager
            && $event->payload['user']['status'] === MembershipStatus::Invited);
    }

    public function test_a_change_is_broadcast_and_a_seat_taken_back_tells_its_holder(): void
    {
        Event::fake([CouncilMemberUpdated::class, LicenceChanged::class, CouncilLicenceChanged::class]);
        $northfield = $this->council('northfield');
        $demo = $this->user('demo@example.com');
        $seat = $northfield->licences()->where('user_id', $demo->id)->sole();

        $this->asAdmin()->putJson("/api/councils/{$northfield->id}/users/{$demo->id}", ['licence_id' => null])
            ->assertOk()
            ->assertJsonPath('data.licence_id', null);

        Event::assertDispatched(CouncilMemberUpdated::class, fn (CouncilMemberUpdated $event) => $event->socket === self::SOCKET
            && $event->broadcastAs() === 'council.member.updated'
            && $event->payload['user']['id'] === $demo->id
            && $event->payload['user']['licence_id'] === null);
        Event::assertDispatched(LicenceChanged::class, fn (LicenceChanged $event) => $event->userId === $demo->id
            && $event->licence->is($seat) && $event->licence->user_id === null && $event->socket === self::SOCKET);
        Event::assertDispatched(CouncilLicenceChanged::class, fn (CouncilLicenceChanged $event) => $event->licence->is($seat));
        $this->assertNull($seat->fresh()->user_id);
    }

    public function test_a_role_change_alone_tells_the_council_but_no_licence_holder(): void
    {
        Event::fake([CouncilMemberUpdated::class, LicenceChanged::class, CouncilLicenceChanged::class]);
        $northfield = $this->council('northfield');
        $member = $this->user('member@example.com');

        $this->asAdmin()->putJson("/api/councils/{$northfield->id}/users/{$member->id}", ['role' => 'manager'])->assertOk();

        Event::assertDispatched(CouncilMemberUpdated::class, fn (CouncilMemberUpdated $event) => $event->payload['user']['role'] === CouncilRole::Manager);
        Event::assertNotDispatched(LicenceChanged::class);
        Event::assertNotDispatched(CouncilLicenceChanged::class);
    }

    public function test_a_removed_member_frees_their_seat_and_the_council_is_told(): void
    {
        Event::fake([CouncilMemberRemoved::class, LicenceChanged::class, CouncilLicenceChanged::class]);
        $northfield = $this->council('northfield');
        $member = $this->user('member@example.com');
        $seat = $northfield->licences()->whereNull('user_id')->orderBy('id')->firstOrFail();
        $seat->assignTo($member);

        $this->asAdmin()->deleteJson("/api/councils/{$northfield->id}/users/{$member->id}")->assertNoContent();

        Event::assertDispatched(CouncilMemberRemoved::class, fn (CouncilMemberRemoved $event) => $event->socket === self::SOCKET
            && $event->payload['user']['id'] === $member->id
            && $event->payload['user']['licence_id'] === $seat->id);
        Event::assertDispatched(LicenceChanged::class, fn (LicenceChanged $event) => $event->userId === $member->id
            && $event->licence->user_id === null);
        $this->assertNull($seat->fresh()->user_id);
        $this->assertSame('unassigned', $seat->fresh()->status);
    }
}
