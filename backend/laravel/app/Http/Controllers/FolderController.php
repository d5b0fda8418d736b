<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreFolderRequest;
use App\Http\Requests\UpdateFolderRequest;
use App\Http\Resources\FolderResource;
use App\Models\Folder;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;

class FolderController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $folders = $request->user()->folders()->withCount('threads')->orderByRaw('LOWER(name)')->get();

        return FolderResource::collection($folders);
    }

    public function store(StoreFolderRequest $request): FolderResource
    {
        $folder = $request->user()->folders()->create($request->validated());

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
        $folder->update($request->validated());

        return new FolderResource($folder->loadCount('threads'));
    }

    public function destroy(Folder $folder): Response
    {
        Gate::authorize('delete', $folder);

        $folder->delete();

        return response()->noContent();
    }
}
