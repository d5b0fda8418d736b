<?php

namespace App\Http\Controllers;

use App\Events\CouncilJoinRequestCreated;
use App\Events\JoinRequestDecided;
use App\Http\Requests\DecideJoinRequestRequest;
use App\Http\Requests\JoinCouncilRequest;
use App\Http\Requests\ListJoinRequestsRequest;
use App\Http\Resources\JoinRequestResource;
use App\Models\Council;
use App\Models\JoinRequest;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/** Asking to join a council (or joining with its code), and the admins' queue and decisions. */
class CouncilJoinRequestController extends Controller
{
    public function index(ListJoinRequestsRequest $request, Council $council): AnonymousResourceCollection
    {
        $requests = $council->joinRequests()
            ->with('user')
            ->when($request->filled('status'), fn ($query) => $query->where('status', $request->query('status')))
            ->latest()
            ->latest('id')
            ->paginate($request->perPage())
            ->withQueryString();

        return JoinRequestResource::collection($requests);
    }

    /** A correct join code admits the caller at once (200); otherwise the admins get a pending request (201). */
    public function store(JoinCouncilRequest $request, Council $council): JsonResponse
    {
        $user = $request->user();

        if ($request->has('code')) {
            $joinRequest = DB::transaction(function () use ($request, $council, $user) {
                $council->lockMembership();
                $joinRequest = $request->pendingRequest() ?? $council->joinRequests()->make(['user_id' => $user->id]);
                $joinRequest->message = $request->input('message', $joinRequest->message);
                $joinRequest->forceFill(['status' => 'approved', 'decided_at' => now()])->save();
                $council->admit($user, 'member');

                return $joinRequest;
            }, 5);

            return (new JoinRequestResource($joinRequest))
                ->additional(['message' => 'You have joined the council.'])
                ->response();
        }

        try {
            $joinRequest = $council->joinRequests()->create([
                'user_id' => $user->id,
                'message' => $request->input('message'),
            ]);
        } catch (UniqueConstraintViolationException) {
            // Another request of the caller's got in after the rules looked (JoinCouncilRequest says the same).
            throw ValidationException::withMessages(['council' => 'You already have a pending request to join this council.']);
        }
        broadcast(new CouncilJoinRequestCreated($joinRequest))->toOthers();

        return (new JoinRequestResource($joinRequest->refresh()))->response()->setStatusCode(201);
    }

    public function update(DecideJoinRequestRequest $request, Council $council, JoinRequest $joinRequest): JoinRequestResource
    {
        $status = $request->validated('status');
        DB::transaction(function () use ($council, $joinRequest, $status) {
            $council->lockMembership();
            $joinRequest->forceFill(['status' => $status, 'decided_at' => now()])->save();

            if ($status === 'approved' && $joinRequest->user->roleIn($council) === null) {
                $council->admit($joinRequest->user, 'member');
            }
            broadcast(new JoinRequestDecided($joinRequest));
        }, 5);

        return (new JoinRequestResource($joinRequest))->additional([
            'message' => $status === 'approved' ? 'Join request approved.' : 'Join request rejected.',
        ]);
    }
}
