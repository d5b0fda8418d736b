<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** Whether the council connected SharePoint, and with which Microsoft account (all null when not). */
class SharePointConnectionResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'connected' => $this->resource !== null,
            'account_name' => $this->resource?->account_name,
            'account_email' => $this->resource?->account_email,
            'connected_at' => $this->resource?->connected_at,
        ];
    }
}
