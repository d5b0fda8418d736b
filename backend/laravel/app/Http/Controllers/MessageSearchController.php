<?php

namespace App\Http\Controllers;

use App\Http\Requests\SearchMessagesRequest;
use App\Http\Resources\MessageSearchResultResource;
use App\Models\Message;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class MessageSearchController extends Controller
{
    /** The caller's messages (current versions) containing every word of `q`, newest first. */
    public function __invoke(SearchMessagesRequest $request): AnonymousResourceCollection
    {
        $messages = Message::query()
            ->with('thread.agent')
            ->where('is_current', true)
            ->whereHas('thread', fn ($query) => $query->whereBelongsTo($request->user()))
            ->where(function ($query) use ($request) {
                foreach ($request->words() as $word) {
                    $query->whereLike('content', '%'.$word.'%');
                }
            })
            ->orderByDesc('created_at')->orderByDesc('id')
            ->paginate($request->perPage())
            ->withQueryString();

        return MessageSearchResultResource::collection($messages);
    }
}
