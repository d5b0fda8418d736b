<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

class RemoveCouncilUserRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageMembers', $this->route('council'));
    }

    public function rules(): array
    {
        return [];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($this->route('council')->isLastAdmin($this->route('user'))) {
                    $validator->errors()->add('user', 'The council must keep at least one admin.');
                }
            },
        ];
    }
}
