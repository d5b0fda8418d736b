<?php

namespace App\Http\Controllers;

use App\Http\Requests\ListJoinRequestsRequest;
use App\Http\Resources\JoinRequestResource;
use App\Models\Council;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

/** The admins' queue of join requests (the chat page's council badge counts the pending ones). */
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
}
