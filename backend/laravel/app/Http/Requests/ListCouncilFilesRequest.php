<?php

namespace App\Http\Requests;

class ListCouncilFilesRequest extends PaginatedRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('view', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            ...parent::rules(),
            'search' => ['sometimes', 'string', 'max:255'],
        ];
    }
}
