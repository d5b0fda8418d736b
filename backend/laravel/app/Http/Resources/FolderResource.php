<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class FolderResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'threads_count' => $this->threads_count ?? 0,
            'threads' => ThreadResource::collection($this->whenLoaded('threads')),
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
        ];
    }
}
