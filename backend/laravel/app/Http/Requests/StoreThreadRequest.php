<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class StoreThreadRequest extends FormRequest
{
    public function rules(): array
    {
        $userId = $this->user()->id;

        return [
            'agent_id' => ['required', 'integer', Rule::exists('agent_user', 'agent_id')->where('user_id', $userId)],
            'folder_id' => ['nullable', 'integer', Rule::exists('folders', 'id')->where('user_id', $userId)],
            'title' => ['nullable', 'string', 'min:1', 'max:255'],
        ];
    }
}
