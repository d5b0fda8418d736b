<?php

namespace App\Contracts;

use App\Models\Tool;
use App\Support\Tools\ToolTokens;

/**
 * The providers behind the tools (Google Calendar, Google Drive, Microsoft Teams...): their OAuth consent, the
 * tokens a user's consent gives, and their functions, called with those tokens.
 */
interface ToolOAuthProvider
{
    /** The provider's consent address, which sends the browser back to `$redirectUri` with a code and `$state`. */
    public function authorizationUrl(Tool $tool, string $redirectUri, string $state): string;

    /**
     * The user's tokens for the code the consent returned.
     *
     * @throws \App\Exceptions\ToolAuthorizationRejected when the provider does not accept the code
     */
    public function exchangeCode(Tool $tool, string $code, string $redirectUri): ToolTokens;

    /**
     * Fresh tokens for expired ones.
     *
     * @throws \App\Exceptions\ToolAuthorizationRejected when the provider no longer accepts the grant
     */
    public function refresh(Tool $tool, string $refreshToken): ToolTokens;

    /**
     * Calls one of the tool's functions as the user; returns what the tool returned, as is.
     *
     * @throws \App\Exceptions\ToolAuthorizationRejected when the provider no longer accepts the tokens
     * @throws \App\Exceptions\ToolArgumentsRejected when the tool rejects the arguments
     */
    public function call(Tool $tool, string $function, array $arguments, string $accessToken): mixed;

    /** Asks the provider to revoke the tokens; a refusal is not the app's concern (it forgets them anyway). */
    public function revoke(Tool $tool, string $token): void;
}
