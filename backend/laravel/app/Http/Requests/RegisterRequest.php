<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rules;

class RegisterRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:255'],
            'email' => ['required', 'string', 'email', 'max:255', 'unique:users,email'],
            'password' => ['required', 'string', 'max:255', 'confirmed', Rules\Password::defaults()],
            'terms' => ['accepted'],
            'partner' => ['sometimes', 'boolean'],
            'company' => ['required_if:partner,true', 'nullable', 'string', 'max:255'],
        ];
    }
}
