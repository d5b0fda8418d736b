<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreFolderRequest;
use App\Http\Requests\UpdateFolderRequest;
use App\Http\Resources\FolderResource;
use App\Models\Folder;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;

class FolderController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $folders = $request->user()->folders()->withCount('threads')->orderByRaw('LOWER(name)')->get();

        return FolderResource::collection($folders);
    }

    public function store(StoreFolderRequest $request): FolderResource
    {
        try {
            $folder = $request->user()->folders()->create($request->validated());
        } catch (UniqueConstraintViolationException) {
            throw $this->nameTaken();
        }

        return new FolderResource($folder->loadCount('threads'));
    }

    public function show(Folder $folder): FolderResource
    {
        Gate::authorize('view', $folder);

        $folder->load(['threads' => fn ($query) => $query->newestFirst()->with('agent.category')->withCount('messages')]);

        return new FolderResource($folder->loadCount('threads'));
    }

    public function update(UpdateFolderRequest $request, Folder $folder): FolderResource
    {
        try {
            $folder->update($request->validated());
        } catch (UniqueConstraintViolationException) {
            throw $this->nameTaken();
        }

        return new FolderResource($folder->loadCount('threads'));
    }

    public function destroy(Folder $folder): Response
    {
        Gate::authorize('delete', $folder);

        $folder->delete();

        return response()->noContent();
    }

    /**
     * Two requests of one name at once (a double click on a slow phone) both pass the unique rule, and the
     * later write breaks the index: that request hears what the rule would have said, not a 500.
     */
    private function nameTaken(): ValidationException
    {
        return ValidationException::withMessages(['name' => __('validation.unique', ['attribute' => 'name'])]);
    }
}
