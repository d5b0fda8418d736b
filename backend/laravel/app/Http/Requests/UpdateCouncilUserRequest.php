<?php

namespace App\Http\Requests;

use App\Enums\CouncilRole;
use App\Enums\MembershipStatus;
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
            'role' => ['sometimes', 'required', Rule::enum(CouncilRole::class)],
            'position_id' => ['sometimes', 'nullable', 'integer', 'exists:user_positions,id'],
            // One of this council's licences (its seats, the licences table): whether it may be given
            // to this member is the after() rules', in the mock's order.
            'licence_id' => [
                'sometimes', 'nullable', 'integer',
                Rule::exists('licences', 'id')->where('council_id', $this->route('council')->id),
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
                if ($validator->errors()->has('licence_id') || $this->input('licence_id') === null) {
                    return;
                }
                $council = $this->route('council');
                $member = $council->users()->find($this->route('user')->id);
                $licence = $council->licences()->find($this->input('licence_id'));
                if ($member?->pivot->status !== MembershipStatus::Active) {
                    $validator->errors()->add('licence_id', 'Licences can only be given to active members.');
                } elseif ($licence->currentStatus() === 'expired') {
                    $validator->errors()->add('licence_id', 'This licence has expired.');
                } elseif ($licence->user_id !== null && $licence->user_id !== $member->id) {
                    $validator->errors()->add('licence_id', 'This licence is already assigned to another user.');
                }
            },
        ];
    }
}
