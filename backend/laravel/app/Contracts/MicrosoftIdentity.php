<?php

namespace App\Contracts;

use App\Support\Microsoft\MicrosoftGrant;

/**
 * The Microsoft identity platform: its consent address, and the account and tokens the code it
 * returns is worth (used to sign in with Microsoft and to connect a council's SharePoint).
 */
interface MicrosoftIdentity
{
    /**
     * The consent address, which sends the browser back to `$redirectUri` with a code and `$state`.
     *
     * @param  list<string>  $scopes
     * @param  string  $prompt  select_account (sign in), create (register) or consent (SharePoint)
     * @param  string|null  $loginHint  the email of the account expected to consent
     */
    public function authorizationUrl(string $redirectUri, string $state, array $scopes, string $prompt = 'select_account', ?string $loginHint = null): string;

    /**
     * The Microsoft account and its tokens for the code the consent returned.
     *
     * @param  list<string>  $scopes
     *
     * @throws \App\Exceptions\MicrosoftCodeRejected when Microsoft does not accept the code
     */
    public function exchangeCode(string $code, string $redirectUri, array $scopes): MicrosoftGrant;
}
