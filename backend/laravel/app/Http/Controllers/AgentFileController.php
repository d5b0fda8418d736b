<?php

namespace App\Http\Controllers;

use App\Http\Requests\UploadAgentFileRequest;
use App\Http\Resources\AgentFileResource;
use App\Models\Agent;
use App\Models\AgentFile;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Storage;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** The knowledge files an agent's author uploads. */
class AgentFileController extends Controller
{
    public function index(Agent $agent): AnonymousResourceCollection
    {
        Gate::authorize('update', $agent);

        return AgentFileResource::collection($agent->files()->latest()->latest('id')->get());
    }

    public function store(UploadAgentFileRequest $request, Agent $agent): JsonResponse
    {
        $upload = $request->file('file');
        $file = $agent->files()->create([
            'name' => $upload->getClientOriginalName(),
            'size' => $upload->getSize(),
            'mime_type' => $upload->getClientMimeType(),
            'path' => $upload->store('agent-files/'.$agent->id),
        ]);

        return (new AgentFileResource($file))->response()->setStatusCode(201);
    }

    public function destroy(Agent $agent, AgentFile $file): Response
    {
        Gate::authorize('update', $agent);

        Storage::delete($file->path);
        $file->delete();

        return response()->noContent();
    }

    /** The signed download link of AgentFileResource's `url`. */
    public function show(AgentFile $file): StreamedResponse
    {
        return Storage::download($file->path, $file->name);
    }
}
