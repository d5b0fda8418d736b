<?php

namespace App\Http\Requests;

use App\Enums\CouncilRole;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

class InviteCouncilUserRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageMembers', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'email' => ['required', 'string', 'email', 'max:255'],
            'role' => ['required', Rule::enum(CouncilRole::class)],
            'position_id' => ['nullable', 'integer', 'exists:user_positions,id'],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                $isMember = $this->route('council')->users()
                    ->where('email', $this->input('email'))->wherePivot('status', 'active')->exists();
                if ($isMember) {
                    $validator->errors()->add('email', 'This user is already a member of the council.');
                }
            },
        ];
    }
}
