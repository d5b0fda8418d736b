<?php

namespace App\Support;

use Illuminate\Support\Str;

/**
 * One-time OAuth `state` values kept in the caller's session (Microsoft sign-in, SharePoint
 * consent, tool consent), valid 10 minutes: what the consent was for travels with the state and
 * comes back only to the session that asked.
 */
class OAuthState
{
    public const TTL_MINUTES = 10;

    /** A new state for `$purpose`, remembering `$data` (a tool, a council...). */
    public static function issue(string $purpose, array $data = []): string
    {
        $value = Str::random(40);
        session()->put("oauth_states.{$value}", [
            'purpose' => $purpose,
            'expires_at' => now()->addMinutes(self::TTL_MINUTES)->getTimestamp(),
        ] + $data);

        return $value;
    }

    /**
     * Takes the state out of circulation and returns what it remembers, when this session was
     * given it for one of `$purposes` and it has not expired; null otherwise.
     */
    public static function consume(string $value, string ...$purposes): ?array
    {
        if (! preg_match('/^[A-Za-z0-9]{1,255}$/', $value)) {
            return null;
        }
        $state = session()->pull("oauth_states.{$value}");
        $valid = is_array($state) && in_array($state['purpose'], $purposes, true) && $state['expires_at'] > now()->getTimestamp();

        return $valid ? $state : null;
    }
}
