<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class UpdateCouncilRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('update', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'name' => ['sometimes', 'required', 'string', 'min:2', 'max:100'],
            'description' => ['sometimes', 'nullable', 'string', 'max:1000'],
            'slug' => [
                'sometimes', 'required', 'string', 'min:2', 'max:100', 'regex:/^[a-z0-9]+(?:-[a-z0-9]+)*$/',
                Rule::unique('councils', 'slug')->ignore($this->route('council')),
            ],
            'join_code_enabled' => ['sometimes', 'boolean'],
            'regenerate_join_code' => ['sometimes', 'boolean', 'prohibited_if:join_code_enabled,false'],
        ];
    }
}
