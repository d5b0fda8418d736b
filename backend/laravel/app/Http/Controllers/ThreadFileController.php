<?php

namespace App\Http\Controllers;

use App\Http\Requests\UploadThreadFilesRequest;
use App\Http\Resources\ThreadFileResource;
use App\Models\Thread;
use App\Models\ThreadFile;
use Illuminate\Http\JsonResponse;
use Symfony\Component\HttpFoundation\StreamedResponse;
use Illuminate\Support\Facades\Storage;

class ThreadFileController extends Controller
{
    public function store(UploadThreadFilesRequest $request, Thread $thread): JsonResponse
    {
        $files = collect($request->file('files'))->map(fn ($upload) => $thread->hasMany(ThreadFile::class)->create([
            'name' => $upload->getClientOriginalName(),
            'size' => $upload->getSize(),
            'mime_type' => $upload->getClientMimeType(),
            'path' => $upload->store(ThreadFile::folderOf($thread)),
        ]));

        return ThreadFileResource::collection($files)->response()->setStatusCode(201);
    }

    /** The signed download link of ThreadFileResource's `url`. */
    public function show(ThreadFile $file): StreamedResponse
    {
        return Storage::download($file->path, $file->name);
    }
}
