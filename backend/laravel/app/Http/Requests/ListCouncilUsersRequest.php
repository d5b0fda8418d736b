<?php

namespace App\Http\Requests;

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
            'role' => ['sometimes', Rule::in(['admin', 'manager', 'member'])],
            'status' => ['sometimes', Rule::in(['active', 'invited'])],
        ];
    }
}
