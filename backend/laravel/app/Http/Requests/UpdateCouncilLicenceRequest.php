<?php

namespace App\Http\Requests;

use App\Models\User;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

class UpdateCouncilLicenceRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageLicences', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'user_id' => ['present', 'nullable', 'integer'],
            'status' => ['sometimes', Rule::in(['active', 'unassigned'])],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty()) {
                    return;
                }
                $userId = $this->input('user_id');
                if ($this->has('status') && $this->input('status') !== ($userId === null ? 'unassigned' : 'active')) {
                    $validator->errors()->add('status', $userId === null
                        ? 'The status must be unassigned when no user is given.'
                        : 'The status must be active when a user is given.');

                    return;
                }
                $licence = $this->route('licence');
                if ($licence->currentStatus() === 'expired') {
                    $validator->errors()->add('licence', 'This licence has expired.');

                    return;
                }
                if ($userId === null || $userId === $licence->user_id) {
                    return;
                }
                $member = $this->holder();
                if ($member === null) {
                    $validator->errors()->add('user_id', 'The selected user is not a member of this council.');
                } elseif ($member->pivot->licence && $member->pivot->licence->isNot($licence) && $member->pivot->licence->currentStatus() !== 'expired') {
                    $validator->errors()->add('user_id', 'This user already holds a licence.');
                }
            },
        ];
    }

    /** The active member the licence goes to, with the membership as pivot; null to take it back. */
    public function holder(): ?User
    {
        $userId = $this->input('user_id');

        return $userId === null ? null : $this->route('council')->users()
            ->wherePivot('status', 'active')->find($userId);
    }
}
