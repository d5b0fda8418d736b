<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** An agent in the caller's list; its id is the agent's, which is what threads are created with. */
class UserAgentResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'agent' => new AgentSummaryResource($this->resource),
            'is_pinned' => $this->pivot->pinned_at !== null,
            'pinned_at' => $this->pivot->pinned_at,
            'added_at' => $this->pivot->created_at,
            'source' => $this->pivot->source,
        ];
    }
}
