<?php

namespace App\Http\Resources;

use App\Http\Requests\SearchMessagesRequest;
use App\Support\SearchSnippet;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Pagination\Cursor;

/** A message found by a search (`searchMessages`), with its snippet and a cursor that opens the thread at it. */
class MessageSearchResultResource extends JsonResource
{
    /** getThread's pages (per_page 20 and up) show about this many newer messages above the one found. */
    public const NEWER_ABOVE = 10;

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

    /** A getThread cursor just after the message NEWER_ABOVE + 1 places newer (selected by the search); null on the first page. */
    private function cursorOpeningAt(): ?string
    {
        return $this->cursor_id === null
            ? null
            : (new Cursor(['created_at' => $this->cursor_created_at, 'id' => (int) $this->cursor_id], true))->encode();
    }
}
