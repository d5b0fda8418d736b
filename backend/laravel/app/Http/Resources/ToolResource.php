<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** A tool with the caller's connection (eager-loaded as `connection`, null when never connected). */
class ToolResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        $connection = $this->connection;

        return [
            'id' => $this->id,
            'slug' => $this->slug,
            'name' => $this->name,
            'description' => $this->description,
            'icon_url' => $this->icon_url,
            'functions' => $this->functions,
            'function_definitions' => $this->function_definitions,
            'is_connected' => $connection !== null && $connection->connected_at !== null && $connection->revoked_at === null,
            'connected_at' => $connection?->connected_at,
            'revoked_at' => $connection?->revoked_at,
        ];
    }
}
