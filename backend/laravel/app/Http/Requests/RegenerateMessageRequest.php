<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

class RegenerateMessageRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('converse', $this->route('thread'));
    }

    public function rules(): array
    {
        return [];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                $thread = $this->route('thread');
                $latest = $thread->messages()->where('role', 'assistant')->latest('id')->first();
                if ($latest?->isNot($this->route('message'))) {
                    $validator->errors()->add('message', 'Only the latest reply can be regenerated.');
                } elseif ($thread->hasReplyUnderWay()) {
                    $validator->errors()->add('message', 'Wait for the agent to finish replying.');
                }
            },
        ];
    }
}
