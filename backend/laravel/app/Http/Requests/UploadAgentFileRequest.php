<?php

namespace App\Http\Requests;

use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

class UploadAgentFileRequest extends FormRequest
{
    /** Someone else's published agent is 403, their draft 404 (AgentPolicy). */
    public function authorize(): Response
    {
        return Gate::inspect('update', $this->route('agent'));
    }

    public function rules(): array
    {
        return [
            'file' => ['required', 'file', 'max:20480', 'mimes:pdf,docx,txt,md,csv,xlsx,pptx'],
        ];
    }
}
