<?php

namespace App\Http\Requests;

use App\Enums\JoinRequestStatus;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

class DecideJoinRequestRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageJoinRequests', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'status' => ['required', Rule::enum(JoinRequestStatus::class)->except(JoinRequestStatus::Pending)],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($validator->errors()->isEmpty() && $this->route('joinRequest')->status !== 'pending') {
                    $validator->errors()->add('status', 'This join request has already been decided.');
                }
            },
        ];
    }
}
