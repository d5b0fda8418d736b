<?php

namespace App\Http\Resources;

use App\Enums\CouncilRole;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** A council as its members see it: the join code for its admins only. */
class CouncilResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        $role = $request->user()->roleIn($this->resource);

        return [
            'id' => $this->id,
            'name' => $this->name,
            'slug' => $this->slug,
            'description' => $this->description,
            'logo_url' => $this->logo_url,
            'join_code' => $role === CouncilRole::Admin ? $this->join_code : null,
            'members_count' => $this->users()->wherePivot('status', 'active')->count(),
            'agents_count' => $this->councilAgents()->whereHas('agent')->count(),
            'my_role' => $role,
            'subscription' => $this->subscription ? new SubscriptionResource($this->subscription) : null,
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
        ];
    }
}
