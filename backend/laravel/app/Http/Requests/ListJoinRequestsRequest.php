<?php

namespace App\Http\Requests;

use App\Enums\JoinRequestStatus;
use Illuminate\Validation\Rule;

class ListJoinRequestsRequest extends PaginatedRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageJoinRequests', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            ...parent::rules(),
            'status' => ['sometimes', Rule::enum(JoinRequestStatus::class)],
        ];
    }
}
