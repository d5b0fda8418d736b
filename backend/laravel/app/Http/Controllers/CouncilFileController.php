<?php

namespace App\Http\Controllers;

use App\Http\Requests\ListCouncilFilesRequest;
use App\Http\Requests\UploadCouncilFileRequest;
use App\Http\Resources\CouncilFileResource;
use App\Models\Council;
use App\Models\CouncilFile;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Storage;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** The council's shared file library. */
class CouncilFileController extends Controller
{
    public function index(ListCouncilFilesRequest $request, Council $council): AnonymousResourceCollection
    {
        $files = $council->files()
            ->with('uploader')
            ->when($request->filled('search'), fn ($query) => $query->whereContains('name', $request->query('search')))
            ->latest()
            ->latest('id')
            ->paginate($request->perPage())
            ->withQueryString();

        return CouncilFileResource::collection($files);
    }

    public function store(UploadCouncilFileRequest $request, Council $council): JsonResponse
    {
        $upload = $request->file('file');
        $file = $council->files()->create([
            'name' => $upload->getClientOriginalName(),
            'size' => $upload->getSize(),
            'mime_type' => $upload->getClientMimeType(),
            'path' => $upload->store('council-files/'.$council->id),
            'uploaded_by' => $request->user()->id,
        ]);

        return (new CouncilFileResource($file))->response()->setStatusCode(201);
    }

    public function destroy(Council $council, CouncilFile $file): Response
    {
        Gate::authorize('manageFiles', $council);

        Storage::delete($file->path);
        $file->delete();

        return response()->noContent();
    }

    /** The signed download link of CouncilFileResource's `url`. */
    public function show(CouncilFile $file): StreamedResponse
    {
        return Storage::download($file->path, $file->name);
    }
}
