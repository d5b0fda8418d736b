<?php

namespace App\Http\Requests;

use Illuminate\Validation\Rule;

class ListAgentsRequest extends PaginatedRequest
{
    public function rules(): array
    {
        return [
            ...parent::rules(),
            'search' => ['sometimes', 'string', 'max:255'],
            'category_id' => ['sometimes', 'integer', 'min:1'],
            'pricing' => ['sometimes', Rule::in(['free', 'paid'])],
            'scope' => ['sometimes', Rule::in(['store', 'mine'])],
            'status' => ['sometimes', Rule::in(['draft', 'published'])],
        ];
    }
}
