<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

class UpdateMessageRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('converse', $this->route('thread'));
    }

    public function rules(): array
    {
        return ['content' => ['required', 'string', 'min:1', 'max:20000']];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                $thread = $this->route('thread');
                $latest = $thread->messages()->where('role', 'user')->latest('id')->first();
                if ($latest?->isNot($this->route('message'))) {
                    $validator->errors()->add('message', 'Only your latest message can be edited.');
                } elseif ($thread->hasReplyUnderWay()) {
                    $validator->errors()->add('content', 'Wait for the agent to finish replying.');
                }
            },
        ];
    }
}
