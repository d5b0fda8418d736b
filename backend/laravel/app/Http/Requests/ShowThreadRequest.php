<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class ShowThreadRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('view', $this->route('thread'));
    }

    public function rules(): array
    {
        return [
            'cursor' => ['sometimes', 'string', 'max:1000'],
            'per_page' => ['sometimes', 'integer', 'min:1', 'max:100'],
        ];
    }
}
