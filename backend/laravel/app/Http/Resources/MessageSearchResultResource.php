<?php

namespace App\Http\Resources;

use App\Http\Requests\SearchMessagesRequest;
use App\Models\Message;
use App\Support\SearchSnippet;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Pagination\Cursor;

/** A message found by a search (`searchMessages`), with its snippet and a cursor that opens the thread at it. */
class MessageSearchResultResource extends JsonResource
{
    /** getThread's pages (per_page 20 and up) show about this many newer messages above the one found. */
    private const NEWER_ABOVE = 10;

    public function toArray(Request $request): array
    {
        $thread = $this->thread;

        return [
            'id' => $this->id,
            'thread_id' => $thread->id,
            'thread_title' => $thread->title,
            'agent' => ['id' => $thread->agent->id, 'name' => $thread->agent->name, 'avatar_url' => $thread->agent->avatar_url],
            'role' => $this->role,
            ...(new SearchSnippet($this->content, SearchMessagesRequest::wordsOf((string) $request->query('q'))))->toArray(),
            'created_at' => $this->created_at,
            'cursor' => $this->cursorOpeningAt(),
        ];
    }

    /** A getThread cursor just after the message NEWER_ABOVE + 1 places newer; null on the first page. */
    private function cursorOpeningAt(): ?string
    {
        $newer = $this->thread->messages()
            ->where(fn ($query) => $query->where('created_at', '>', $this->created_at)
                ->orWhere(fn ($query) => $query->where('created_at', $this->created_at)->where('id', '>', $this->id)))
            ->orderBy('created_at')->orderBy('id')
            ->skip(self::NEWER_ABOVE)->first();

        return $newer instanceof Message
            ? (new Cursor(['created_at' => (string) $newer->created_at, 'id' => $newer->id], true))->encode()
            : null;
    }
}
