<?php

namespace App\Services;

use App\Contracts\SharePointClient;
use App\Exceptions\SharePointAccessRevoked;
use App\Support\SharePoint\SharePointDrive;
use App\Support\SharePoint\SharePointItem;
use App\Support\SharePoint\SharePointTokens;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

/**
 * SharePoint through Microsoft Graph (config/services.php `microsoft`). A minimal driver: it reads
 * the root site's libraries and one page of a folder's children, and renews the access token with
 * the refresh token; a team adds the site picker and paging (`@odata.nextLink`).
 */
class MicrosoftGraphSharePoint implements SharePointClient
{
    /** @param  array{client_id: ?string, client_secret: ?string, tenant: string, login_url: string, graph_url: string, timeout: int}  $config */
    public function __construct(private array $config) {}

    public function drives(string $accessToken): array
    {
        $drives = $this->get($accessToken, 'sites/root/drives')->json('value', []);

        return array_map(fn (array $drive) => new SharePointDrive($drive['id'], $drive['name'], $drive['webUrl'], $drive['driveType'] ?? 'documentLibrary'), $drives);
    }

    public function children(string $accessToken, string $driveId, string $path): ?array
    {
        $folder = $path === '/' ? 'root' : 'root:'.implode('/', array_map('rawurlencode', explode('/', $path))).':';
        $response = $this->get($accessToken, 'drives/'.rawurlencode($driveId)."/{$folder}/children", allowMissing: true);
        if ($response->notFound()) {
            return null;
        }

        return array_map(fn (array $item) => new SharePointItem(
            $item['id'],
            $item['name'],
            rtrim($path, '/').'/'.$item['name'],
            isset($item['folder']),
            isset($item['folder']) ? null : ($item['size'] ?? null),
            $item['file']['mimeType'] ?? null,
            $item['webUrl'],
            $item['lastModifiedDateTime'],
        ), $response->json('value', []));
    }

    public function refreshAccessToken(string $refreshToken): SharePointTokens
    {
        $response = Http::asForm()->timeout($this->config['timeout'])->post(
            rtrim($this->config['login_url'], '/').'/'.$this->config['tenant'].'/oauth2/v2.0/token',
            [
                'client_id' => $this->config['client_id'],
                'client_secret' => $this->config['client_secret'],
                'grant_type' => 'refresh_token',
                'refresh_token' => $refreshToken,
            ],
        );
        // invalid_grant: revoked, expired (90 days unused) or the consent withdrawn.
        if ($response->clientError()) {
            throw new SharePointAccessRevoked('Microsoft no longer accepts the refresh token.');
        }
        $response->throw();

        return new SharePointTokens(
            $response->json('access_token'),
            $response->json('refresh_token'),
            now()->addSeconds((int) $response->json('expires_in', 3600)),
        );
    }

    private function get(string $accessToken, string $endpoint, bool $allowMissing = false): Response
    {
        $response = Http::withToken($accessToken)->timeout($this->config['timeout'])
            ->get(rtrim($this->config['graph_url'], '/').'/v1.0/'.$endpoint);
        if ($response->unauthorized()) {
            throw new SharePointAccessRevoked('Microsoft no longer accepts the grant.');
        }

        return $allowMissing && $response->notFound() ? $response : $response->throw();
    }
}
