<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class UploadThreadFilesRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('update', $this->route('thread'));
    }

    public function rules(): array
    {
        return [
            'files' => ['required', 'array', 'min:1', 'max:10'],
            // The types the contract accepts, judged by the file's contents (not its name).
            'files.*' => ['required', 'file', 'max:20480', 'mimes:pdf,docx,txt,md,csv,xlsx,pptx,png,jpg,jpeg,webp'],
        ];
    }
}
