<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class CallToolFunctionRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            // An object (a JSON array would be a list): its shape is the tool's to check.
            'arguments' => ['sometimes', 'array'],
        ];
    }

    /** @return array<string, mixed> */
    public function arguments(): array
    {
        return $this->input('arguments', []);
    }
}
