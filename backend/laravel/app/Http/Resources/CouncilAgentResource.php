<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * An agent as one council has it. Its `id` is the agent's, as the council agent routes name it.
 * Query it with `CouncilAgent::withSettings()` (the agent, its category and the counts).
 */
class CouncilAgentResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->agent_id,
            'agent' => new AgentSummaryResource($this->agent),
            'is_enabled' => $this->is_enabled,
            'instructions' => $this->instructions,
            'files_count' => (int) $this->files_count,
            'users_count' => (int) $this->users_count,
            'sharepoint' => $this->sharepoint_drive !== null && $this->sharepoint_path !== null
                ? ['drive' => $this->sharepoint_drive, 'path' => $this->sharepoint_path]
                : null,
            'updated_at' => $this->updated_at,
        ];
    }
}
