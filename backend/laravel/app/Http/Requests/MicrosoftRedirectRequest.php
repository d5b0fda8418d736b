<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\AuthorizesBodyCouncil;
use Illuminate\Auth\AuthenticationException;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Public for login and register; connecting SharePoint is for a signed-in admin of the council. */
class MicrosoftRedirectRequest extends FormRequest
{
    use AuthorizesBodyCouncil;

    public function authorize(): bool
    {
        // The session's user: the route is public, so no auth middleware chose a guard.
        if ($this->isSharePoint() && $this->user() === null) {
            throw new AuthenticationException;
        }

        return true;
    }

    /** Connecting a council's SharePoint is for its admins; signing in names no council. */
    public function after(): array
    {
        return $this->isSharePoint() ? [$this->authorizeCouncil('manageMembers')] : [];
    }

    public function isSharePoint(): bool
    {
        return $this->query('type') === 'sharepoint';
    }

    public function rules(): array
    {
        return [
            'type' => ['required', Rule::in(['login', 'register', 'sharepoint'])],
            'council_id' => ['required_if:type,sharepoint', 'integer', 'min:1', 'exists:councils,id'],
        ];
    }
}
