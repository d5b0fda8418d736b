<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** Any signed-in user may create a council. */
class StoreCouncilRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'min:2', 'max:100'],
            'description' => ['nullable', 'string', 'max:1000'],
            'slug' => ['sometimes', 'string', 'min:2', 'max:100', 'regex:/^[a-z0-9]+(?:-[a-z0-9]+)*$/', 'unique:councils,slug'],
        ];
    }
}
