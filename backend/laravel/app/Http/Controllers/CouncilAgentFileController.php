<?php

namespace App\Http\Controllers;

use App\Http\Requests\UploadCouncilAgentFileRequest;
use App\Http\Resources\CouncilAgentFileResource;
use App\Models\Agent;
use App\Models\Council;
use App\Models\CouncilAgentFile;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Storage;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** The files a council attached to one of its agents (the agent reads them in that council only). */
class CouncilAgentFileController extends Controller
{
    /** Newest first, not paginated. */
    public function index(Council $council, Agent $agent): AnonymousResourceCollection
    {
        Gate::authorize('viewAgents', $council);
        $councilAgent = $council->councilAgentFor($agent);

        $files = $councilAgent->files()->with('uploader')->latest()->latest('id')->get()
            ->each->setRelation('councilAgent', $councilAgent);

        return CouncilAgentFileResource::collection($files);
    }

    public function store(UploadCouncilAgentFileRequest $request, Council $council, Agent $agent): JsonResponse
    {
        $councilAgent = $council->councilAgentFor($agent);
        $upload = $request->file('file');
        $file = $councilAgent->files()->create([
            'name' => $upload->getClientOriginalName(),
            'size' => $upload->getSize(),
            'mime_type' => $upload->getClientMimeType(),
            'path' => $upload->store("council-agent-files/{$council->id}/{$councilAgent->agent_id}"),
            'uploaded_by' => $request->user()->id,
        ]);
        $councilAgent->announce();

        return (new CouncilAgentFileResource($file->setRelation('councilAgent', $councilAgent)->load('uploader')))
            ->response()
            ->setStatusCode(201);
    }

    public function destroy(Council $council, Agent $agent, CouncilAgentFile $file): Response
    {
        Gate::authorize('manageAgents', $council);
        $councilAgent = $council->councilAgentFor($agent);
        // A file of another agent or council is not revealed.
        abort_unless($file->council_agent_id === $councilAgent->id, 404, 'Not found.');

        Storage::delete($file->path);
        $file->delete();
        $councilAgent->announce();

        return response()->noContent();
    }

    /** The signed download link of CouncilAgentFileResource's `url`. */
    public function show(CouncilAgentFile $file): StreamedResponse
    {
        return Storage::download($file->path, $file->name);
    }
}
