<?php

namespace App\Http\Controllers;

use App\Events\ThreadUpdated;
use App\Http\Requests\ListThreadsRequest;
use App\Http\Requests\ShowThreadRequest;
use App\Http\Requests\StoreThreadRequest;
use App\Http\Requests\UpdateThreadRequest;
use App\Http\Resources\MessageResource;
use App\Http\Resources\ThreadResource;
use App\Models\Thread;
use App\Models\ThreadFile;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Storage;

class ThreadController extends Controller
{
    public function index(ListThreadsRequest $request): AnonymousResourceCollection
    {
        $threads = $request->user()->threads()
            ->with('agent.category')
            ->withCount('messages')
            ->when($request->filled('search'), fn ($query) => $query->whereContains('title', $request->query('search')))
            ->when($request->query('folder_id') === 'none', fn ($query) => $query->whereNull('folder_id'))
            ->when(is_numeric($request->query('folder_id')), fn ($query) => $query->where('folder_id', $request->query('folder_id')))
            ->newestFirst()
            ->paginate($request->perPage())
            ->withQueryString();

        return ThreadResource::collection($threads);
    }

    public function store(StoreThreadRequest $request): ThreadResource
    {
        $thread = $request->user()->threads()->make([
            ...$request->validated(),
            'title' => $request->validated('title') ?? Thread::DEFAULT_TITLE,
        ]);
        $thread->forceFill([
            'council_id' => $request->providingCouncilId(),
            'title_is_custom' => $request->filled('title'),
        ])->save();

        return new ThreadResource($thread->load('agent.category')->loadCount('messages'));
    }

    public function show(ShowThreadRequest $request, Thread $thread): ThreadResource
    {
        $messages = $thread->messages()->with(['files', 'versions'])
            ->orderByDesc('created_at')->orderByDesc('id')
            ->cursorPaginate($request->integer('per_page', 50))
            ->withQueryString();

        return (new ThreadResource($thread->load('agent.category')->loadCount('messages')))
            ->additional(['messages' => MessageResource::collection($messages)->response()->getData(true)]);
    }

    public function update(UpdateThreadRequest $request, Thread $thread): ThreadResource
    {
        $thread->fill($request->validated());
        if ($thread->isDirty('title')) {
            $thread->title_is_custom = true;
        }
        $thread->save();

        ThreadUpdated::dispatch($thread);

        return new ThreadResource($thread->load('agent.category')->loadCount('messages'));
    }

    public function destroy(Thread $thread): Response
    {
        Gate::authorize('delete', $thread);

        $thread->delete();
        // Its files' rows went with it (cascade); their stored files go now.
        Storage::deleteDirectory(ThreadFile::folderOf($thread));

        return response()->noContent();
    }
}
