<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Support\Facades\URL;

class ThreadFileResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'thread_id' => $this->thread_id,
            'message_id' => $this->message_id,
            'name' => $this->name,
            'size' => $this->size,
            'mime_type' => $this->mime_type,
            'url' => URL::temporarySignedRoute('thread-files.download', now()->addHour(), ['file' => $this->id]),
            'created_at' => $this->created_at,
        ];
    }
}
