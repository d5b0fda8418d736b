<?php

namespace Tests\Feature;

use App\Enums\MembershipStatus;
use App\Events\CouncilMemberAdded;
use App\Models\Council;
use App\Models\User;
use Illuminate\Broadcasting\BroadcastEvent;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

/**
 * Reverb away: the broadcaster points at a port nothing listens on, and the queue is the database's,
 * as in production. A write that committed answers as the contract says, its broadcasts wait on
 * their queue to be tried again, and an agent's reply still completes (its deltas are lost, not it).
 */
class ReverbOutageTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    protected function setUp(): void
    {
        parent::setUp();
        config([
            'broadcasting.default' => 'reverb',
            'broadcasting.connections.reverb.key' => 'outage-key',
            'broadcasting.connections.reverb.secret' => 'outage-secret',
            'broadcasting.connections.reverb.app_id' => 'outage',
            'broadcasting.connections.reverb.options' => ['host' => '127.0.0.1', 'port' => $this->closedPort(), 'scheme' => 'http', 'useTLS' => false],
            'queue.default' => 'database',
        ]);
    }

    /** A loopback port that was free a moment ago: connecting to it is refused. */
    private function closedPort(): int
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);

        return $port;
    }

    private function demo(): User
    {
        return User::where('email', 'demo@example.com')->firstOrFail();
    }

    /** Runs what waits on `$queue` once each, as `php artisan queue:work --queue=… --stop-when-empty` would. */
    private function work(string $queue): void
    {
        Artisan::call('queue:work', ['connection' => 'database', '--queue' => $queue, '--stop-when-empty' => true, '--sleep' => 0]);
    }

    public function test_an_invitation_is_created_and_its_broadcasts_wait_on_their_queue(): void
    {
        Mail::fake();
        $northfield = Council::where('slug', 'northfield')->firstOrFail();

        $this->actingAs($this->demo())->postJson("/api/councils/{$northfield->id}/users", ['email' => 'while.away@example.com', 'role' => 'member'])
            ->assertCreated()
            ->assertJsonPath('data.email', 'while.away@example.com');

        $this->assertDatabaseHas('invitations', ['council_id' => $northfield->id, 'email' => 'while.away@example.com', 'status' => 'pending']);
        $this->assertSame(MembershipStatus::Invited, $northfield->users()->where('email', 'while.away@example.com')->sole()->pivot->status);
        $queued = DB::table('jobs')->where('queue', config('broadcasting.queue'))->pluck('payload')
            ->map(fn ($payload) => unserialize(json_decode($payload, true)['data']['command']));
        $this->assertTrue($queued->contains(fn ($job) => $job instanceof BroadcastEvent && $job->event instanceof CouncilMemberAdded));

        // Tried while Reverb is away, a broadcast waits to be tried again; the invitation stands.
        $this->work(config('broadcasting.queue'));
        $this->assertDatabaseHas('invitations', ['email' => 'while.away@example.com', 'status' => 'pending']);
        $this->assertSame(0, DB::table('failed_jobs')->count());
        $this->assertSame($queued->count(), DB::table('jobs')->where('queue', config('broadcasting.queue'))->where('attempts', 1)->count());
    }

    public function test_a_message_is_sent_and_its_reply_completes(): void
    {
        $demo = $this->demo();
        $thread = $demo->threads()->create(['agent_id' => $demo->agents()->first()->id]);

        $this->actingAs($demo)->postJson("/api/threads/{$thread->id}/message", ['content' => 'Is a rear extension allowed?'])
            ->assertCreated();

        $reply = $thread->messages()->where('role', 'assistant')->sole();
        $this->assertSame('pending', $reply->status);
        $this->work('default');

        $reply->refresh();
        $this->assertSame('completed', $reply->status);
        $this->assertNotSame('', $reply->content);
        $this->assertNull($reply->error);
        // thread.updated for the send, message.created, message.completed and thread.updated for the
        // finished reply wait for Reverb on their queue.
        $this->assertSame(4, DB::table('jobs')->where('queue', config('broadcasting.queue'))->count());
    }
}
