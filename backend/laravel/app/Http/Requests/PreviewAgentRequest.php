<?php

namespace App\Http\Requests;

use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

class PreviewAgentRequest extends FormRequest
{
    /** Trying an agent is part of building it: someone else's published agent is 403, their draft 404 (AgentPolicy). */
    public function authorize(): Response
    {
        return Gate::inspect('update', $this->route('agent'));
    }

    public function rules(): array
    {
        return [
            'content' => ['required', 'string', 'min:1', 'max:4000'],
        ];
    }
}
