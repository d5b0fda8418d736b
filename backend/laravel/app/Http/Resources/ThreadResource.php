<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class ThreadResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'agent_id' => $this->agent_id,
            'agent' => new AgentSummaryResource($this->agent),
            'folder_id' => $this->folder_id,
            'council_id' => $this->council_id,
            'messages_count' => $this->messages_count ?? $this->messages()->count(),
            'last_message_at' => $this->last_message_at,
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
        ];
    }
}
