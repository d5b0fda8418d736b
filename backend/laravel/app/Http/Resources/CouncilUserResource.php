<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** A user as a council sees them; the pivot (CouncilMember) holds the council-specific fields. */
class CouncilUserResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        $membership = $this->pivot;

        return [
            'id' => $this->id,
            'name' => $this->name,
            'email' => $this->email,
            'avatar_url' => $this->avatar_url,
            'role' => $membership->role,
            'position' => $membership->position ? new UserPositionResource($membership->position) : null,
            'status' => $membership->status,
            'licence_id' => $membership->licence_id,
            'joined_at' => $membership->joined_at,
        ];
    }
}
