<?php

namespace App\Http\Requests;

use Illuminate\Validation\Rule;

class ListThreadsRequest extends PaginatedRequest
{
    public function rules(): array
    {
        return [
            ...parent::rules(),
            'search' => ['sometimes', 'nullable', 'string', 'max:255'],
            'folder_id' => [
                'sometimes',
                Rule::when($this->query('folder_id') !== 'none', [
                    'integer', Rule::exists('folders', 'id')->where('user_id', $this->user()->id),
                ]),
            ],
        ];
    }
}
