<?php

namespace Tests\Feature;

use App\Enums\CouncilRole;
use App\Events\CouncilJoinRequestCreated;
use App\Events\CouncilMemberAdded;
use App\Events\JoinRequestDecided;
use App\Models\Council;
use App\Models\JoinRequest;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Tests\TestCase;

class JoinCouncilTest extends TestCase
{
    use RefreshDatabase;

    protected $seed = true;

    private function user(string $email): User
    {
        return User::where('email', $email)->firstOrFail();
    }

    private function riverside(): Council
    {
        return Council::where('slug', 'riverside')->firstOrFail();
    }

    public function test_a_non_member_asks_and_the_admins_are_told(): void
    {
        Event::fake([CouncilJoinRequestCreated::class]);
        $council = $this->riverside();

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/councils/{$council->id}/request-join", ['message' => 'Please let me in.'])
            ->assertCreated()
            ->assertJsonPath('data.status', 'pending')
            ->assertJsonPath('data.council_id', $council->id)
            ->assertJsonPath('data.user.email', 'member@example.com')
            ->assertJsonPath('data.message', 'Please let me in.')
            ->assertJsonPath('data.decided_at', null)
            ->assertJsonMissingPath('message');

        Event::assertDispatched(CouncilJoinRequestCreated::class, fn ($event) => $event->broadcastOn()[0]->name === "presence-councils.{$council->id}");
    }

    public function test_a_second_pending_request_and_a_member_are_refused(): void
    {
        $council = $this->riverside();
        $member = $this->user('member@example.com');
        $this->actingAs($member)->postJson("/api/councils/{$council->id}/request-join", [])->assertCreated();

        $this->actingAs($member)->postJson("/api/councils/{$council->id}/request-join", [])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['council' => 'You already have a pending request to join this council.']);
        $this->actingAs($this->user('demo@example.com'))->postJson("/api/councils/{$council->id}/request-join", [])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['council' => 'You are already a member of this council.']);
    }

    public function test_the_councils_code_admits_at_once_and_approves_a_pending_request(): void
    {
        Event::fake([CouncilMemberAdded::class]);
        $council = $this->riverside();
        $council->forceFill(['join_code' => 'K7P2QX9M'])->save();
        $member = $this->user('member@example.com');
        $this->actingAs($member)->postJson("/api/councils/{$council->id}/request-join", [])->assertCreated();

        $this->actingAs($member)->postJson("/api/councils/{$council->id}/request-join", ['code' => 'k7p2qx9m'])
            ->assertOk()
            ->assertJsonPath('message', 'You have joined the council.')
            ->assertJsonPath('data.status', 'approved');

        $this->assertSame(CouncilRole::Member, $member->roleIn($council));
        $this->assertSame(1, $council->joinRequests()->count());
        Event::assertDispatched(CouncilMemberAdded::class);
    }

    public function test_a_wrong_code_stores_nothing(): void
    {
        $council = $this->riverside();
        $council->forceFill(['join_code' => 'K7P2QX9M'])->save();

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/councils/{$council->id}/request-join", ['code' => 'WRONG'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['code' => 'The join code is invalid.']);
        $this->assertSame(0, $council->joinRequests()->count());
    }

    public function test_an_unknown_council_is_not_found(): void
    {
        $this->actingAs($this->user('member@example.com'))
            ->postJson('/api/councils/999999/request-join', [])
            ->assertNotFound();
    }

    private function pendingRequest(): JoinRequest
    {
        return $this->riverside()->joinRequests()->create(['user_id' => $this->user('member@example.com')->id]);
    }

    public function test_an_admin_approves_and_the_requester_becomes_a_member(): void
    {
        Event::fake([JoinRequestDecided::class, CouncilMemberAdded::class]);
        $request = $this->pendingRequest();
        $council = $this->riverside();

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$council->id}/join-requests/{$request->id}", ['status' => 'approved'])
            ->assertOk()
            ->assertJsonPath('message', 'Join request approved.')
            ->assertJsonPath('data.status', 'approved')
            ->assertJsonPath('data.id', $request->id);

        $this->assertSame(CouncilRole::Member, $this->user('member@example.com')->roleIn($council));
        $this->assertNotNull($request->fresh()->decided_at);
        Event::assertDispatched(JoinRequestDecided::class, fn ($event) => $event->broadcastOn()[0]->name === 'private-App.Models.User.'.$request->user_id);
        Event::assertDispatched(CouncilMemberAdded::class);
    }

    public function test_a_rejection_admits_nobody_and_a_decided_request_stays_decided(): void
    {
        $request = $this->pendingRequest();
        $council = $this->riverside();
        $demo = $this->user('demo@example.com');

        $this->actingAs($demo)
            ->postJson("/api/councils/{$council->id}/join-requests/{$request->id}", ['status' => 'rejected'])
            ->assertOk()
            ->assertJsonPath('message', 'Join request rejected.');
        $this->assertNull($this->user('member@example.com')->roleIn($council));

        $this->actingAs($demo)
            ->postJson("/api/councils/{$council->id}/join-requests/{$request->id}", ['status' => 'approved'])
            ->assertUnprocessable()
            ->assertExactJson([
                'message' => 'This join request has already been decided.',
                'errors' => ['status' => ['This join request has already been decided.']],
            ]);
    }

    public function test_an_invalid_status_is_refused(): void
    {
        $request = $this->pendingRequest();

        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$this->riverside()->id}/join-requests/{$request->id}", ['status' => 'maybe'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors(['status' => 'The selected status is invalid.']);
    }

    public function test_only_an_admin_decides_and_only_in_its_own_council(): void
    {
        $request = $this->pendingRequest();
        $northfield = Council::where('slug', 'northfield')->firstOrFail();
        $nora = $northfield->joinRequests()->create(['user_id' => $this->user('nocouncil@example.com')->id]);

        $this->actingAs($this->user('member@example.com'))
            ->postJson("/api/councils/{$northfield->id}/join-requests/{$nora->id}", ['status' => 'approved'])
            ->assertForbidden();
        $this->actingAs($this->user('demo@example.com'))
            ->postJson("/api/councils/{$northfield->id}/join-requests/{$request->id}", ['status' => 'approved'])
            ->assertNotFound();
    }
}
