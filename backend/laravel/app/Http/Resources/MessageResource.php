<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class MessageResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        $versions = $this->versions;

        return [
            'id' => $this->id,
            'thread_id' => $this->thread_id,
            'role' => $this->role,
            'content' => $this->content,
            'status' => $this->status,
            'files' => ThreadFileResource::collection($this->files),
            'error' => $this->error,
            'parent_id' => $this->parent_id,
            'version' => $this->version,
            'versions' => $versions->count() > 1 ? MessageVersionResource::collection($versions) : [],
            'stopped_at' => $this->stopped_at,
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
        ];
    }
}
