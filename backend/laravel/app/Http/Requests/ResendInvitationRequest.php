<?php

namespace App\Http\Requests;

use App\Enums\MembershipStatus;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

class ResendInvitationRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageMembers', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'notify' => ['sometimes', 'boolean'],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                $user = $this->route('user');
                if ($validator->errors()->isEmpty() && $user->pivot?->status === MembershipStatus::Active) {
                    $validator->errors()->add('user', "{$user->name} is already a member.");
                }
            },
        ];
    }
}
