<?php

namespace App\Http\Resources;

use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** What the /auth/Accept_invitation page needs to ask for a new account or for a sign-in. */
class InvitationInfoResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'council' => new CouncilSummaryResource($this->council),
            'email' => $this->email,
            'role' => $this->role,
            'expires_at' => $this->expires_at,
            'user_exists' => (bool) User::firstWhere('email', $this->email)?->hasPassword(),
        ];
    }
}
