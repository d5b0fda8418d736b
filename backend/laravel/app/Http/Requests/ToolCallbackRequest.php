<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** The `code` and `state` the provider put in the callback page's query, passed on in ours. */
class ToolCallbackRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'code' => ['required', 'string', 'max:4096'],
            'state' => ['required', 'string', 'max:255'],
        ];
    }

    /** The query's values (a POST whose body is empty: FormRequest would read the body first). */
    public function validationData(): array
    {
        return $this->query();
    }
}
