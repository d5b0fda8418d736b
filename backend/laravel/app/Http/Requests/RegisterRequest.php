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
            // Not nullable: the contract's company is a string of at least one character, so an empty one
            // (null after ConvertEmptyStringsToNull) is refused, as the mock refuses it.
            'company' => ['required_if:partner,true', 'string', 'max:255'],
        ];
    }
}
