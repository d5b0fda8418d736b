<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** The `code` and `state` a consent sent the browser back with, passed on in the query. */
class OAuthCallbackRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'code' => ['required', 'string', 'max:4096'],
            'state' => ['required', 'string', 'max:255'],
        ];
    }

    /** The query's values, also on a POST (whose body is empty). */
    public function validationData(): array
    {
        return $this->query();
    }
}
