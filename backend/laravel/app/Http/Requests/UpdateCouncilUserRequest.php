<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

class UpdateCouncilUserRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageMembers', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'role' => ['sometimes', 'required', Rule::in(['admin', 'manager', 'member'])],
            'position_id' => ['sometimes', 'nullable', 'integer', 'exists:user_positions,id'],
            // A licence of this council (licences live on its memberships) that no other member of
            // any council holds: giving a held licence to someone else is refused.
            'licence_id' => [
                'sometimes', 'nullable', 'integer',
                Rule::exists('council_user', 'licence_id')->where('council_id', $this->route('council')->id),
                Rule::unique('council_user', 'licence_id')->whereNot('user_id', $this->route('user')->id),
            ],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($this->input('role', 'admin') !== 'admin' && $this->route('council')->isLastAdmin($this->route('user'))) {
                    $validator->errors()->add('role', 'The council must keep at least one admin.');
                }
            },
        ];
    }
}
