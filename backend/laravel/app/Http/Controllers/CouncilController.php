<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreCouncilRequest;
use App\Http\Requests\UpdateCouncilRequest;
use App\Http\Resources\CouncilResource;
use App\Models\Council;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Gate;

class CouncilController extends Controller
{
    /** The caller becomes the council's only member, its admin, and it becomes their current council. */
    public function store(StoreCouncilRequest $request): JsonResponse
    {
        $user = $request->user();
        $council = Council::create([
            ...$request->safe()->only(['name', 'description']),
            'slug' => $request->validated('slug') ?? Council::uniqueSlug($request->validated('name')),
        ]);
        $council->forceFill(['join_code' => Council::newJoinCode()])->save();
        $council->users()->attach($user->id, [
            'role' => 'admin', 'status' => 'active', 'position_id' => $user->position_id, 'joined_at' => now(),
        ]);
        $user->forceFill(['current_council_id' => $council->id])->save();

        return (new CouncilResource($council))->response()->setStatusCode(201);
    }

    public function show(Council $council): CouncilResource
    {
        Gate::authorize('view', $council);

        return new CouncilResource($council);
    }

    /** Only the fields sent change; the join code is removed, issued or replaced on request. */
    public function update(UpdateCouncilRequest $request, Council $council): CouncilResource
    {
        $council->fill($request->safe()->only(['name', 'description', 'slug']));

        if ($request->has('join_code_enabled')) {
            $council->join_code = $request->boolean('join_code_enabled') ? ($council->join_code ?? Council::newJoinCode()) : null;
        }
        if ($request->boolean('regenerate_join_code')) {
            $council->join_code = Council::newJoinCode();
        }
        $council->save();

        return new CouncilResource($council);
    }
}
