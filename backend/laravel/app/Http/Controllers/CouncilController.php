<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreCouncilRequest;
use App\Http\Requests\UpdateCouncilRequest;
use App\Http\Resources\CouncilResource;
use App\Models\Council;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;
use Throwable;

class CouncilController extends Controller
{
    /** The caller becomes the council's only member, its admin, and it becomes their current council. */
    public function store(StoreCouncilRequest $request): JsonResponse
    {
        $user = $request->user();
        $sentSlug = $request->validated('slug');

        // As AgentController::store: the free slug is read before the transaction, so the transaction starts
        // with its insert (on SQLite, one that reads and then writes fails at once when another wrote in
        // between), and the council, its admin and the admin's current council are written together or not
        // at all. Councils created at once with one name may pick the same slug: the later insert is then a
        // duplicate, tried again with a slug of its own (Council::uniqueSlug says why). A slug the caller sent is
        // theirs: taken meanwhile, it is the unique rule's 422.
        try {
            $council = retry(5, function (int $attempt) use ($request, $user, $sentSlug) {
                $slug = $sentSlug ?? Council::uniqueSlug($request->validated('name'), $attempt);

                return DB::transaction(function () use ($request, $user, $slug) {
                    $council = Council::create([...$request->safe()->only(['name', 'description']), 'slug' => $slug]);
                    $council->forceFill(['join_code' => Council::newJoinCode()])->save();
                    $council->users()->attach($user->id, [
                        'role' => 'admin', 'status' => 'active', 'position_id' => $user->position_id, 'joined_at' => now(),
                    ]);
                    $user->forceFill(['current_council_id' => $council->id])->save();

                    return $council;
                });
            }, when: fn (Throwable $e) => $e instanceof UniqueConstraintViolationException && $sentSlug === null);
        } catch (UniqueConstraintViolationException $e) {
            throw $sentSlug === null ? $e : ValidationException::withMessages([
                'slug' => __('validation.unique', ['attribute' => 'slug']),
            ]);
        }

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
