<?php

namespace App\Http\Requests;

use App\Models\Council;
use Illuminate\Auth\AuthenticationException;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Public for login and register; connecting SharePoint is for a signed-in admin of the council. */
class MicrosoftRedirectRequest extends FormRequest
{
    public function authorize(): bool
    {
        if ($this->query('type') !== 'sharepoint') {
            return true;
        }
        // The session's user: the route is public, so no auth middleware chose a guard.
        $user = $this->user() ?? throw new AuthenticationException;
        $id = filter_var($this->query('council_id'), FILTER_VALIDATE_INT);
        $council = $id === false ? null : Council::find($id);

        // A missing or unknown council is the rules' 422 to give.
        return $council === null || $user->can('manageMembers', $council);
    }

    public function rules(): array
    {
        return [
            'type' => ['required', Rule::in(['login', 'register', 'sharepoint'])],
            'council_id' => ['required_if:type,sharepoint', 'integer', 'min:1', 'exists:councils,id'],
        ];
    }
}
