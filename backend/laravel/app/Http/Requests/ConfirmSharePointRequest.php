<?php

namespace App\Http\Requests;

/** The SharePoint consent's code and state, brought back by one of the council's admins. */
class ConfirmSharePointRequest extends OAuthCallbackRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageMembers', $this->route('council'));
    }
}
