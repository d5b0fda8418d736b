<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** The signed-in user (UserProfile): exactly these keys, never a model attribute more. */
class UserResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'email' => $this->email,
            'email_verified_at' => $this->email_verified_at,
            'avatar_url' => $this->avatar_url,
            'position_id' => $this->position_id,
            'locale' => $this->locale,
            'microsoft_email' => $this->microsoft_email,
            'is_partner' => $this->is_partner,
            'onboarding_completed' => $this->onboarding_completed,
            'councils' => CouncilMembershipResource::collection($this->councils),
            'current_council_id' => $this->current_council_id,
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
        ];
    }
}
