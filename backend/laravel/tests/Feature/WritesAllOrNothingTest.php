<?php

namespace Tests\Feature;

use App\Events\CouncilLicenceChanged;
use App\Events\CouncilMemberAdded;
use App\Events\CouncilMemberRemoved;
use App\Events\CouncilMemberUpdated;
use App\Events\InvitationReceived;
use App\Events\LicenceChanged;
use App\Models\Council;
use App\Models\CouncilMember;
use App\Models\Invitation;
use App\Models\Message;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Notification;
use Illuminate\Support\Facades\Queue;
use RuntimeException;
use Tests\TestCase;

/**
 * A write of several rows that breaks half-way (here: a model event that throws, as a lost database
 * connection or a deadlock would) leaves nothing of itself, and sends no mail, event or job.
 */
class WritesAllOrNothingTest extends TestCase
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

    /** The app's broadcasts (not every event: the model events that break a write must still fire). */
    private const BROADCASTS = [CouncilMemberAdded::class, CouncilMemberRemoved::class, CouncilMemberUpdated::class,
        InvitationReceived::class, LicenceChanged::class, CouncilLicenceChanged::class];

    private function fakeBroadcasts(): void
    {
        Event::fake(self::BROADCASTS);
    }

    private function assertNothingBroadcast(): void
    {
        foreach (self::BROADCASTS as $event) {
            Event::assertNotDispatched($event);
        }
    }

    /** The next write of `$model` that `$when` accepts breaks down. */
    private function breakOn(string $model, string $event, ?callable $when = null): void
    {
        $model::$event(function ($row) use ($when) {
            if ($when === null || $when($row)) {
                throw new RuntimeException('The database went away.');
            }
        });
    }

    public function test_an_invitation_that_breaks_leaves_no_invitee_and_sends_no_mail(): void
    {
        Mail::fake();
        $this->fakeBroadcasts();
        $northfield = $this->council('northfield');
        $this->breakOn(Invitation::class, 'creating');

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$northfield->id}/users", ['email' => 'half.way@example.com', 'role' => 'member'])
            ->assertServerError();

        $this->assertDatabaseMissing('users', ['email' => 'half.way@example.com']);
        $this->assertSame(0, $northfield->users()->where('email', 'half.way@example.com')->count());
        Mail::assertNothingSent();
        $this->assertNothingBroadcast();
    }

    public function test_a_message_whose_reply_cannot_be_stored_is_not_stored_either(): void
    {
        Queue::fake();
        $demo = $this->user('demo@example.com');
        $thread = $demo->threads()->create(['agent_id' => $demo->agents()->first()->id]);
        $this->breakOn(Message::class, 'creating', fn (Message $message) => $message->role === 'assistant');

        $this->actingAs($demo)->postJson("/api/threads/{$thread->id}/message", ['content' => 'Half a question'])
            ->assertServerError();

        $this->assertSame(0, $thread->messages()->count());
        $this->assertNull($thread->fresh()->last_message_at);
        Queue::assertNothingPushed();
    }

    public function test_a_regenerate_that_breaks_keeps_the_current_reply(): void
    {
        $demo = $this->user('demo@example.com');
        $thread = $demo->threads()->create(['agent_id' => $demo->agents()->first()->id]);
        // The sync queue answers it at once.
        $this->actingAs($demo)->postJson("/api/threads/{$thread->id}/message", ['content' => 'Is a rear extension allowed?'])->assertCreated();
        $reply = $thread->messages()->where('role', 'assistant')->sole();
        $this->assertSame('completed', $reply->status);
        Queue::fake();
        $this->breakOn(Message::class, 'creating');

        $this->actingAs($demo)->postJson("/api/threads/{$thread->id}/messages/{$reply->id}/regenerate")->assertServerError();

        $this->assertTrue($reply->fresh()->is_current);
        $this->assertSame(1, $thread->messages()->where('role', 'assistant')->count());
        Queue::assertNothingPushed();
    }

    public function test_a_registration_that_breaks_leaves_no_account_and_sends_no_mail(): void
    {
        Notification::fake();
        // The second write of the registration (who is a partner) breaks.
        $this->breakOn(User::class, 'updating');

        $this->withHeader('Origin', 'http://localhost:5173')->postJson('/api/register', [
            'name' => 'Ada Lovelace', 'email' => 'ada@northwind.example', 'password' => 'correct horse battery staple',
            'password_confirmation' => 'correct horse battery staple', 'terms' => true,
        ])->assertServerError();

        $this->assertDatabaseMissing('users', ['email' => 'ada@northwind.example']);
        Notification::assertNothingSent();
    }

    public function test_joining_with_the_code_that_breaks_approves_nothing(): void
    {
        $this->fakeBroadcasts();
        $council = $this->council('riverside');
        $council->forceFill(['join_code' => 'K7P2QX9M'])->save();
        $member = $this->user('member@example.com');
        $this->breakOn(CouncilMember::class, 'saving');

        $this->actingAs($member)->postJson("/api/councils/{$council->id}/request-join", ['code' => 'K7P2QX9M'])->assertServerError();

        $this->assertSame(0, $council->joinRequests()->count());
        $this->assertNull($member->roleIn($council));
        $this->assertNothingBroadcast();
    }

    public function test_a_removal_that_breaks_keeps_the_member_and_their_seat(): void
    {
        $this->fakeBroadcasts();
        $northfield = $this->council('northfield');
        $member = $this->user('member@example.com');
        $seat = $northfield->licences()->whereNull('user_id')->orderBy('id')->firstOrFail();
        $seat->assignTo($member);
        $this->breakOn(CouncilMember::class, 'deleting');

        $this->actingAs($this->user('demo@example.com'))->deleteJson("/api/councils/{$northfield->id}/users/{$member->id}")
            ->assertServerError();

        $this->assertSame($member->id, $seat->fresh()->user_id);
        $this->assertSame($seat->id, $northfield->users()->findOrFail($member->id)->pivot->licence_id);
        $this->assertNothingBroadcast();
    }
}
