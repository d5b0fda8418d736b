<?php

namespace App\Services;

use App\Contracts\MicrosoftIdentity;
use App\Exceptions\MicrosoftCodeRejected;
use App\Support\Microsoft\MicrosoftGrant;
use Illuminate\Support\Facades\Http;

/**
 * The Microsoft identity platform's OAuth 2 endpoints and Microsoft Graph's /me
 * (config/services.php `microsoft`). A team may use Socialite's Microsoft provider instead.
 */
class MicrosoftIdentityPlatform implements MicrosoftIdentity
{
    /** The tenant of personal Microsoft accounts, whose email addresses Microsoft verifies. */
    public const PERSONAL_ACCOUNTS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

    /** @param  array{client_id: ?string, client_secret: ?string, tenant: string, login_url: string, graph_url: string, timeout: int}  $config */
    public function __construct(private array $config) {}

    public function authorizationUrl(string $redirectUri, string $state, array $scopes, string $prompt = 'select_account', ?string $loginHint = null): string
    {
        return $this->endpoint('authorize').'?'.http_build_query(array_filter([
            'client_id' => $this->config['client_id'],
            'response_type' => 'code',
            'redirect_uri' => $redirectUri,
            'response_mode' => 'query',
            'scope' => implode(' ', $scopes),
            'prompt' => $prompt,
            'login_hint' => $loginHint,
            'state' => $state,
        ]), '', '&', PHP_QUERY_RFC3986);
    }

    public function exchangeCode(string $code, string $redirectUri, array $scopes): MicrosoftGrant
    {
        $token = Http::asForm()->timeout($this->config['timeout'])->post($this->endpoint('token'), [
            'client_id' => $this->config['client_id'],
            'client_secret' => $this->config['client_secret'],
            'grant_type' => 'authorization_code',
            'code' => $code,
            'redirect_uri' => $redirectUri,
            'scope' => implode(' ', $scopes),
        ]);
        if ($token->clientError()) {
            throw new MicrosoftCodeRejected((string) ($token->json('error_description') ?? 'Microsoft did not accept the code.'));
        }
        $token->throw();
        $me = Http::withToken($token->json('access_token'))->timeout($this->config['timeout'])
            ->get(rtrim($this->config['graph_url'], '/').'/v1.0/me')->throw();
        $claims = $this->idTokenClaims($token->json('id_token'));
        // Graph's `mail` is whatever the tenant's admins set: only the ID token's `email` claim is
        // vouched for, for a personal account or when the domain's owner is verified (the optional
        // `xms_edov` claim, which the app registration must ask for).
        $verified = is_string($claims['email'] ?? null)
            && (($claims['tid'] ?? null) === self::PERSONAL_ACCOUNTS_TENANT || filter_var($claims['xms_edov'] ?? false, FILTER_VALIDATE_BOOL));

        return new MicrosoftGrant(
            $verified ? $claims['email'] : ($me->json('mail') ?? $me->json('userPrincipalName')),
            $me->json('displayName') ?? '',
            $token->json('access_token'),
            $token->json('refresh_token'),
            now()->addSeconds((int) $token->json('expires_in', 3600)),
            $claims['oid'] ?? null,
            $claims['tid'] ?? null,
            $verified,
        );
    }

    /**
     * The ID token's claims. It came straight from the token endpoint over TLS, in exchange for this
     * app's secret, so its signature need not be checked again (OpenID Connect Core 3.1.3.7).
     */
    private function idTokenClaims(?string $idToken): array
    {
        $payload = explode('.', (string) $idToken)[1] ?? '';
        $claims = json_decode((string) base64_decode(strtr($payload, '-_', '+/')), true);

        return is_array($claims) ? $claims : [];
    }

    private function endpoint(string $name): string
    {
        return rtrim($this->config['login_url'], '/')."/{$this->config['tenant']}/oauth2/v2.0/{$name}";
    }
}
