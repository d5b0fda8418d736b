<?php

namespace App\Http\Controllers;

use App\Events\CouncilLicenceChanged;
use App\Events\CouncilMemberAdded;
use App\Events\CouncilMemberRemoved;
use App\Events\CouncilMemberUpdated;
use App\Events\InvitationReceived;
use App\Events\LicenceChanged;
use App\Http\Requests\InviteCouncilUserRequest;
use App\Http\Requests\ListCouncilUsersRequest;
use App\Http\Requests\RemoveCouncilUserRequest;
use App\Http\Requests\UpdateCouncilUserRequest;
use App\Http\Resources\CouncilUserResource;
use App\Http\Resources\InvitationResource;
use App\Mail\CouncilInvitation;
use App\Models\Council;
use App\Models\Licence;
use App\Models\User;
use Illuminate\Database\Eloquent\Collection as EloquentCollection;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

class CouncilUserController extends Controller
{
    public function index(ListCouncilUsersRequest $request, Council $council): AnonymousResourceCollection
    {
        $users = $council->users()
            ->when($request->filled('search'), fn ($query) => $query->where(fn ($query) => $query
                ->whereContains('name', $request->query('search'))
                ->orWhereContains('email', $request->query('search'))))
            // when() hands its closure the Eloquent builder, which has no wherePivot(): name the pivot's columns.
            ->when($request->filled('role'), fn ($query) => $query->where('council_user.role', $request->query('role')))
            ->when($request->filled('status'), fn ($query) => $query->where('council_user.status', $request->query('status')))
            // Then by id: members of one name keep one order, so no page repeats or skips one.
            ->orderBy('name')->orderBy('users.id')
            ->paginate($request->perPage())
            ->withQueryString();
        // Relations of a pivot cannot be named in with(): load them on the page's pivots at once.
        (new EloquentCollection($users->pluck('pivot')))->load('position');

        return CouncilUserResource::collection($users);
    }

    public function show(Council $council, User $user): CouncilUserResource
    {
        Gate::authorize('viewMembers', $council);

        return new CouncilUserResource($user);
    }

    public function update(UpdateCouncilUserRequest $request, Council $council, User $user): CouncilUserResource
    {
        // All of it or nothing: the seats, the membership and a pending invitation's role. The events go once it committed.
        $member = DB::transaction(function () use ($request, $council, $user) {
            $council->lockMembership();
            if ($request->has('role') && $request->validated('role') !== 'admin') {
                $council->keepAnAdminBesides($user, 'role');
            }
            $previousLicenceId = $council->users()->findOrFail($user->id)->pivot->licence_id;
            $movesLicence = $request->exists('licence_id') && $request->validated('licence_id') !== $previousLicenceId;
            $previousLicence = $movesLicence && $previousLicenceId ? $council->licences()->find($previousLicenceId) : null;

            // The new seat locked and read again: given to someone else since the rules read it, it is refused.
            $newLicence = $movesLicence && $request->validated('licence_id')
                ? $council->licences()->lockForUpdate()->find($request->validated('licence_id'))
                : null;
            if ($newLicence?->user_id !== null && $newLicence->user_id !== $user->id) {
                throw ValidationException::withMessages(['licence_id' => 'This licence is already assigned to another user.']);
            }

            // The seat taken back first: releasing it clears the holder's membership, which then takes the new one.
            $previousLicence?->assignTo(null);
            $council->users()->updateExistingPivot($user->id, $request->validated());
            $newLicence?->assignTo($user);

            // A pending invitee's invitation carries the new role, so accepting it grants that role.
            if ($request->has('role')) {
                $council->invitations()->where('email', $user->email)->where('status', 'pending')
                    ->update(['role' => $request->validated('role')]);
            }

            $member = $council->users()->findOrFail($user->id);
            broadcast(new CouncilMemberUpdated($council, $member))->toOthers();
            foreach (array_filter([$previousLicence, $newLicence]) as $licence) {
                $this->announceLicence($licence->load('user'), $user);
            }

            return $member;
        }, 5);

        return new CouncilUserResource($member);
    }

    /** Invites an email; one without an account gets a user without a password, listed as invited. */
    public function store(InviteCouncilUserRequest $request, Council $council): InvitationResource
    {
        $data = $request->validated();
        // The invitee, their `invited` row and the invitation together or not at all; the mail and the events once committed.
        [$invitation, $token] = DB::transaction(function () use ($request, $council, $data) {
            $council->lockMembership();
            $invitee = User::firstOrCreate(
                ['email' => $data['email']],
                ['name' => Str::before($data['email'], '@'), 'password' => null],
            );
            // Invited again while the invitation is pending: the council already lists them, now updated.
            $invited = $council->users()->whereKey($invitee->id)->exists();
            $council->users()->syncWithoutDetaching([$invitee->id => [
                'role' => $data['role'], 'status' => 'invited', 'position_id' => $data['position_id'] ?? null,
            ]]);

            // A pending invitation of the same email is replaced: new token, new expiry.
            $council->invitations()->where('email', $invitee->email)->where('status', 'pending')->delete();
            $token = Str::random(64);
            $invitation = $council->invitations()->create([
                ...$data,
                'token' => $token,
                'expires_at' => now()->addDays(7),
                'invited_by' => $request->user()->id,
            ]);

            $member = $council->users()->findOrFail($invitee->id);
            broadcast($invited ? new CouncilMemberUpdated($council, $member) : new CouncilMemberAdded($council, $member))->toOthers();
            if (! $invitee->wasRecentlyCreated) {
                broadcast(new InvitationReceived($invitation, $invitee))->toOthers();
            }

            return [$invitation, $token];
        }, 5);
        // Only the mail carries the token itself; the database keeps its hash.
        Mail::to($invitation->email)->send(new CouncilInvitation($invitation, $token));

        return new InvitationResource($invitation);
    }

    public function destroy(RemoveCouncilUserRequest $request, Council $council, User $user): Response
    {
        DB::transaction(function () use ($council, $user) {
            $council->lockMembership();
            $council->keepAnAdminBesides($user, 'user');
            // Resolved before the membership goes: the event tells the council who left.
            $member = $council->users()->findOrFail($user->id);
            $licence = $member->pivot->licence_id ? $council->licences()->find($member->pivot->licence_id) : null;
            $event = new CouncilMemberRemoved($council, $member);

            $licence?->assignTo(null);
            $council->users()->detach($user->id);
            // Their access to the council's agents goes with the membership.
            DB::table('council_agent_user')->where('user_id', $user->id)
                ->whereIn('council_agent_id', $council->councilAgents()->select('id'))->delete();
            $council->invitations()->where('email', $user->email)->where('status', 'pending')->delete();

            broadcast($event)->toOthers();
            if ($licence) {
                $this->announceLicence($licence->load('user'), $user);
            }
        }, 5);

        return response()->noContent();
    }

    /** A seat changed hands: its holder (new or previous) and the council's licence page are told. */
    private function announceLicence(Licence $licence, User $holder): void
    {
        broadcast(new LicenceChanged($licence, $holder->id))->toOthers();
        broadcast(new CouncilLicenceChanged($licence))->toOthers();
    }
}
