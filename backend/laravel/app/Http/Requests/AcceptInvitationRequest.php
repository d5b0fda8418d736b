<?php

namespace App\Http\Requests;

use App\Models\Invitation;
use App\Models\User;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * Accepting by the emailed token, as a guest or signed in. The name and password complete an
 * invitee's account that has none yet; for an account that has one they are ignored. The fields'
 * form is checked first, then the token (404, or 422 on `token`), then what the account needs.
 */
class AcceptInvitationRequest extends FormRequest
{
    private ?Invitation $invitation = null;

    public function rules(): array
    {
        return [
            'token' => ['required', 'string', 'max:255'],
            'name' => ['sometimes', 'string', 'max:255'],
            'password' => ['sometimes', 'string', 'min:8', 'max:255', 'confirmed'],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty() || $this->invitee()?->hasPassword()) {
                    return;
                }
                foreach (['name', 'password'] as $field) {
                    if (! $this->filled($field)) {
                        $validator->errors()->add($field, __('validation.required', ['attribute' => $field]));
                    }
                }
            },
        ];
    }

    /** The invitation of the token: 404 when unknown, 422 on `token` when it can no longer be answered. */
    public function invitation(): Invitation
    {
        if ($this->invitation === null) {
            $this->invitation = Invitation::ofToken((string) $this->input('token'))->first()
                ?? abort(404, 'Invitation not found.');
            $this->invitation->ensureUsable('token');
        }

        return $this->invitation;
    }

    /** The invited email's account, if it exists. */
    public function invitee(): ?User
    {
        return User::firstWhere('email', $this->invitation()->email);
    }
}
