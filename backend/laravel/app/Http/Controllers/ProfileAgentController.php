<?php

namespace App\Http\Controllers;

use App\Http\Requests\PaginatedRequest;
use App\Http\Resources\UserAgentResource;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class ProfileAgentController extends Controller
{
    public function index(PaginatedRequest $request): AnonymousResourceCollection
    {
        $agents = $request->user()->agents()->with('category')
            ->orderByPivot('created_at', 'desc')
            ->paginate($request->perPage())
            ->withQueryString();

        return UserAgentResource::collection($agents);
    }
}
