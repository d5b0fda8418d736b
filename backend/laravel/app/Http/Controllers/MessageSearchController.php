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
        // The message NEWER_ABOVE + 1 places newer in the hit's thread: where its getThread cursor opens.
        $opening = Message::query()->from('messages', 'newer')
            ->whereColumn('newer.thread_id', 'messages.thread_id')
            ->where(fn ($query) => $query->whereColumn('newer.created_at', '>', 'messages.created_at')
                ->orWhere(fn ($query) => $query->whereColumn('newer.created_at', 'messages.created_at')
                    ->whereColumn('newer.id', '>', 'messages.id')))
            ->orderBy('newer.created_at')->orderBy('newer.id')
            ->skip(MessageSearchResultResource::NEWER_ABOVE)->limit(1);

        $messages = Message::query()
            ->select('messages.*')
            ->addSelect([
                'cursor_created_at' => (clone $opening)->select('newer.created_at'),
                'cursor_id' => (clone $opening)->select('newer.id'),
            ])
            ->with('thread.agent')
            ->where('is_current', true)
            ->whereHas('thread', fn ($query) => $query->whereBelongsTo($request->user()))
            ->where(function ($query) use ($request) {
                foreach ($request->words() as $word) {
                    $query->whereContains('content', $word);
                }
            })
            ->orderByDesc('created_at')->orderByDesc('id')
            ->paginate($request->perPage())
            ->withQueryString();

        return MessageSearchResultResource::collection($messages);
    }
}
