<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class AgentSummaryResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'slug' => $this->slug,
            'description' => $this->description,
            'avatar_url' => $this->avatar_url,
            'category' => $this->category ? new CategoryResource($this->category) : null,
            'pricing' => $this->pricing,
            'price' => $this->price,
            'currency' => $this->currency,
            'price_terms' => $this->price_terms,
            'status' => $this->status,
        ];
    }
}
