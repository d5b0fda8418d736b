<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class MessageVersionResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'version' => $this->version,
            'content' => $this->content,
            'status' => $this->status,
            'error' => $this->error,
            'parent_id' => $this->parent_id,
            'created_at' => $this->created_at,
        ];
    }
}
