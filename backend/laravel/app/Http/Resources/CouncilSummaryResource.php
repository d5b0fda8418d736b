<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** A council in a list. Query lists with Council::withSummaryFor($user): otherwise each row costs three queries. */
class CouncilSummaryResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'slug' => $this->slug,
            'description' => $this->description,
            'logo_url' => $this->logo_url,
            'members_count' => $this->members_count ?? $this->users()->wherePivot('status', 'active')->count(),
            'is_member' => (bool) ($this->is_member ?? $request->user()?->roleIn($this->resource) !== null),
            'has_pending_request' => (bool) ($this->has_pending_request ?? ($request->user() !== null && $this->joinRequests()
                ->where('user_id', $request->user()->id)->where('status', 'pending')->exists())),
        ];
    }
}
