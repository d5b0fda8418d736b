<?php

namespace App\Services;

use App\Contracts\ToolOAuthProvider;
use App\Exceptions\ToolArgumentsRejected;
use App\Exceptions\ToolAuthorizationRejected;
use App\Models\Tool;
use App\Support\Tools\ToolTokens;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

/**
 * The tools' providers over standard OAuth 2 (authorization code with refresh tokens), each
 * configured in config/services.php `tools.<slug>`. A minimal driver: it calls a function as
 * `POST {api_url}/{function}` with the arguments as JSON; a team writes one adapter per provider
 * (Google Calendar's events API, Microsoft Graph for Teams...) behind this contract.
 */
class HttpToolOAuthProvider implements ToolOAuthProvider
{
    /** @param  array<string, array{client_id: ?string, client_secret: ?string, authorize_url: string, token_url: string, revoke_url: ?string, api_url: string, scopes: string}>  $providers */
    public function __construct(private array $providers) {}

    public function authorizationUrl(Tool $tool, string $redirectUri, string $state): string
    {
        $provider = $this->provider($tool);

        return $provider['authorize_url'].'?'.http_build_query([
            'client_id' => $provider['client_id'],
            'response_type' => 'code',
            'redirect_uri' => $redirectUri,
            'scope' => $provider['scopes'],
            'access_type' => 'offline',
            'prompt' => 'consent',
            'state' => $state,
        ], '', '&', PHP_QUERY_RFC3986);
    }

    public function exchangeCode(Tool $tool, string $code, string $redirectUri): ToolTokens
    {
        return $this->token($tool, ['grant_type' => 'authorization_code', 'code' => $code, 'redirect_uri' => $redirectUri]);
    }

    public function refresh(Tool $tool, string $refreshToken): ToolTokens
    {
        return $this->token($tool, ['grant_type' => 'refresh_token', 'refresh_token' => $refreshToken]);
    }

    public function call(Tool $tool, string $function, array $arguments, string $accessToken): mixed
    {
        $response = Http::withToken($accessToken)->acceptJson()
            ->post(rtrim($this->provider($tool)['api_url'], '/').'/'.$function, (object) $arguments);
        if ($response->status() === 401) {
            throw new ToolAuthorizationRejected("{$tool->name} no longer accepts the authorization.");
        }
        if (in_array($response->status(), [400, 422], true)) {
            throw new ToolArgumentsRejected($this->message($response) ?? 'The tool rejected the arguments.');
        }

        return $response->throw()->json();
    }

    public function revoke(Tool $tool, string $token): void
    {
        $url = $this->provider($tool)['revoke_url'] ?? null;
        if ($url !== null) {
            Http::asForm()->post($url, ['token' => $token]);
        }
    }

    private function token(Tool $tool, array $grant): ToolTokens
    {
        $provider = $this->provider($tool);
        $response = Http::asForm()->acceptJson()->post($provider['token_url'], $grant + [
            'client_id' => $provider['client_id'],
            'client_secret' => $provider['client_secret'],
        ]);
        if ($response->clientError()) {
            throw new ToolAuthorizationRejected($this->message($response) ?? 'The provider did not accept the authorization.');
        }
        $token = $response->throw()->json();

        return new ToolTokens(
            $token['access_token'],
            $token['refresh_token'] ?? ($grant['refresh_token'] ?? null),
            isset($token['expires_in']) ? now()->addSeconds((int) $token['expires_in']) : null,
        );
    }

    private function provider(Tool $tool): array
    {
        return $this->providers[$tool->slug] ?? throw new \RuntimeException("No OAuth provider is configured for the tool {$tool->slug}.");
    }

    private function message(Response $response): ?string
    {
        $error = $response->json('error_description') ?? $response->json('error.message') ?? $response->json('message');

        return is_string($error) ? $error : null;
    }
}
