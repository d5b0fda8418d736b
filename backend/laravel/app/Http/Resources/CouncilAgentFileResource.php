<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Support\Facades\URL;

/** A council's file of one of its agents; load its `councilAgent` and `uploader`. */
class CouncilAgentFileResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'council_id' => $this->councilAgent->council_id,
            'agent_id' => $this->councilAgent->agent_id,
            'name' => $this->name,
            'size' => $this->size,
            'mime_type' => $this->mime_type,
            'url' => URL::temporarySignedRoute('council-agent-files.download', now()->addHour(), ['file' => $this->id]),
            'uploaded_by' => ['id' => $this->uploader->id, 'name' => $this->uploader->name],
            'created_at' => $this->created_at,
        ];
    }
}
