<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;

/**
 * An agent as the store, its page and its editor show it: the summary's fields and the rest. Query it with `Agent::forCaller()`: the caller's `is_added` and `is_purchased` and the files' count come from that query.
 */
class AgentResource extends AgentSummaryResource
{
    public function toArray(Request $request): array
    {
        return [
            ...parent::toArray($request),
            'category_id' => $this->category_id,
            'model_id' => $this->model_id,
            'model' => $this->aiModel ? new AiModelResource($this->aiModel) : null,
            'instructions' => $this->instructions,
            'tools' => $this->tools ?? [],
            'author' => ['id' => $this->author->id, 'name' => $this->author->name],
            'council_id' => $this->council_id,
            'is_added' => (bool) ($this->in_own_list || $this->listed_by_council),
            'is_purchased' => (bool) $this->is_purchased,
            'files_count' => (int) $this->files_count,
            'published_at' => $this->published_at,
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
        ];
    }
}
