<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class LicenceResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        $status = $this->currentStatus();

        return [
            'id' => $this->id,
            'council_id' => $this->council_id,
            'name' => $this->name,
            'user_id' => $this->user_id,
            'user' => $this->user ? ['id' => $this->user->id, 'name' => $this->user->name, 'email' => $this->user->email] : null,
            'status' => $status,
            'expires_at' => $this->expires_at,
            // The council's current plan renews itself, and its seats with it; a replaced plan's seats run out.
            'renews' => $status !== 'expired'
                && $this->subscription_id !== null
                && $this->subscription_id === $this->council->subscription_id,
            'created_at' => $this->created_at,
        ];
    }
}
