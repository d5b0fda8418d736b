<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/** Any signed-in user who is not a member may ask (no council role applies). */
class JoinCouncilRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'message' => ['nullable', 'string', 'max:500'],
            'code' => ['sometimes', 'string', 'min:1', 'max:32'],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty()) {
                    return;
                }
                $council = $this->route('council');
                if ($this->user()->roleIn($council) !== null) {
                    $validator->errors()->add('council', 'You are already a member of this council.');
                } elseif ($this->has('code')) {
                    if ($council->join_code === null || strcasecmp($council->join_code, $this->input('code')) !== 0) {
                        $validator->errors()->add('code', 'The join code is invalid.');
                    }
                } elseif ($this->pendingRequest() !== null) {
                    $validator->errors()->add('council', 'You already have a pending request to join this council.');
                }
            },
        ];
    }

    /** The caller's pending request to this council, if any. */
    public function pendingRequest(): ?\App\Models\JoinRequest
    {
        return $this->route('council')->joinRequests()
            ->where('user_id', $this->user()->id)->where('status', 'pending')->first();
    }
}
