<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class UploadCouncilAgentFileRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageAgents', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'file' => ['required', 'file', 'max:20480', 'mimes:pdf,doc,docx,xls,xlsx,ppt,pptx,odt,txt,md,csv,rtf'],
        ];
    }
}
