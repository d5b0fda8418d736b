<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * An agent as the store, its page and its editor show it. Query it with `Agent::forCaller()`: the caller's `is_added` and `is_purchased` and the files' count come from that query.
 */
class AgentResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'slug' => $this->slug,
            'description' => $this->description,
            'avatar_url' => $this->avatar_url,
            'category_id' => $this->category_id,
            'category' => $this->category ? new CategoryResource($this->category) : null,
            'model_id' => $this->model_id,
            'model' => $this->aiModel ? new AiModelResource($this->aiModel) : null,
            'instructions' => $this->instructions,
            'status' => $this->status,
            'pricing' => $this->pricing,
            'price' => $this->price,
            'currency' => $this->currency,
            'price_terms' => $this->price_terms,
            'tools' => $this->tools ?? [],
            'author' => ['id' => $this->author->id, 'name' => $this->author->name],
            'council_id' => $this->council_id,
            'is_added' => (bool) ($this->in_own_list || $this->provided_by_council),
            'is_purchased' => (bool) $this->is_purchased,
            'files_count' => (int) $this->files_count,
            'published_at' => $this->published_at,
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
        ];
    }
}
