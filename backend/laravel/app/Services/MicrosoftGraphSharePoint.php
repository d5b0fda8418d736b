<?php

namespace App\Services;

use App\Contracts\SharePointClient;
use App\Exceptions\SharePointAccessRevoked;
use App\Support\SharePoint\SharePointDrive;
use App\Support\SharePoint\SharePointItem;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

/**
 * SharePoint through Microsoft Graph (config/services.php `microsoft`). A minimal driver: it reads
 * the root site's libraries and one page of a folder's children; a team adds the site picker,
 * paging (`@odata.nextLink`) and refreshing the access token with the stored refresh token.
 */
class MicrosoftGraphSharePoint implements SharePointClient
{
    /** @param  array{graph_url: string, timeout: int}  $config */
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
