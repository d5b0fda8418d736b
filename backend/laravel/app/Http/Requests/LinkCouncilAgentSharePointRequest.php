<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** A folder of one of the council's SharePoint drives, for an agent to read. */
class LinkCouncilAgentSharePointRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageAgents', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'drive' => ['required', 'string', 'max:255'],
            // bail: starts_with reads a string, and an array sent as the path must get the string rule's 422.
            'path' => ['bail', 'required', 'string', 'max:1024', 'starts_with:/'],
        ];
    }

    /** The folder's path without a trailing slash ('/' stays the drive's root). */
    public function folderPath(): string
    {
        $path = $this->string('path')->toString();

        return strlen($path) > 1 ? rtrim($path, '/') ?: '/' : $path;
    }
}
