<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

class SendMessageRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('converse', $this->route('thread'));
    }

    public function rules(): array
    {
        return [
            'content' => ['required', 'string', 'min:1', 'max:20000'],
            'file_ids' => ['sometimes', 'array', 'max:10'],
            'file_ids.*' => [
                'integer', 'distinct',
                Rule::exists('thread_files', 'id')->where('thread_id', $this->route('thread')->id)->whereNull('message_id'),
            ],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($this->route('thread')->hasReplyUnderWay()) {
                    $validator->errors()->add('content', 'Wait for the agent to finish replying.');
                }
            },
        ];
    }
}
