<?php

namespace App\Http\Requests;

use App\Enums\CouncilRole;
use App\Enums\MembershipStatus;
use Illuminate\Validation\Rule;

class ListCouncilUsersRequest extends PaginatedRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('viewMembers', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            ...parent::rules(),
            'search' => ['sometimes', 'nullable', 'string', 'max:255'],
            'role' => ['sometimes', Rule::enum(CouncilRole::class)],
            'status' => ['sometimes', Rule::enum(MembershipStatus::class)],
        ];
    }
}
