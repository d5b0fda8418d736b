<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class UpdateCouncilAgentRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageAgents', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'is_enabled' => ['sometimes', 'boolean'],
            'instructions' => ['sometimes', 'nullable', 'string', 'max:10000'],
        ];
    }
}
