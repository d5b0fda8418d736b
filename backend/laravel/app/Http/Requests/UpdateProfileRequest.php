<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class UpdateProfileRequest extends FormRequest
{
    public function rules(): array
    {
        $user = $this->user();

        return [
            'name' => ['sometimes', 'required', 'string', 'max:255'],
            'email' => ['sometimes', 'required', 'string', 'email', 'max:255', Rule::unique('users')->ignore($user->id)],
            'position_id' => ['sometimes', 'nullable', 'integer', 'exists:user_positions,id'],
            'locale' => ['sometimes', 'required', 'string', 'regex:/^[a-z]{2}(-[A-Z]{2})?$/'],
            'current_council_id' => [
                'sometimes', 'required', 'integer',
                Rule::exists('council_user', 'council_id')->where('user_id', $user->id)->where('status', 'active'),
            ],
            'onboarding_completed' => ['sometimes', 'boolean'],
            'current_password' => ['bail', 'required_with:password', 'string', 'current_password'],
            'password' => ['sometimes', 'required', 'string', 'min:8', 'max:255', 'confirmed'],
        ];
    }
}
