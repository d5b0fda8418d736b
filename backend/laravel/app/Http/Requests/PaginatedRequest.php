<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** The page and per_page every paginated list accepts; lists add their own filters. */
class PaginatedRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'page' => ['sometimes', 'integer', 'min:1'],
            'per_page' => ['sometimes', 'integer', 'min:1', 'max:100'],
        ];
    }

    public function perPage(): int
    {
        return $this->integer('per_page', 15);
    }
}
