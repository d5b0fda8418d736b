<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class InvitationResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'council' => new CouncilSummaryResource($this->council),
            'email' => $this->email,
            'role' => $this->role,
            'status' => $this->status,
            'expires_at' => $this->expires_at,
            'invited_by' => ['id' => $this->inviter->id, 'name' => $this->inviter->name],
            'created_at' => $this->created_at,
        ];
    }
}
