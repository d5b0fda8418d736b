<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class UpdateFolderRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('update', $this->route('folder'));
    }

    public function rules(): array
    {
        return [
            'name' => [
                'required', 'string', 'min:1', 'max:100',
                Rule::unique('folders')->where('user_id', $this->user()->id)->ignore($this->route('folder')),
            ],
        ];
    }
}
