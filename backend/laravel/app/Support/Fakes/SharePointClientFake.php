<?php

namespace App\Support\Fakes;

use App\Contracts\SharePointClient;
use App\Exceptions\SharePointAccessRevoked;
use App\Support\SharePoint\SharePointDrive;
use App\Support\SharePoint\SharePointItem;
use App\Support\SharePoint\SharePointTokens;
use Illuminate\Support\Str;
use PHPUnit\Framework\Assert as PHPUnit;

/**
 * SharePoint without Microsoft, as the mock does it (mocks/handlers/councils/sharepoint.ts): every
 * connected council reads the same libraries, SharePointLibraryFixture's. A test can make
 * Microsoft refuse the grant (`revokeAccess`) and assert which folders were read.
 */
class SharePointClientFake implements SharePointClient
{
    private const MIME_TYPES = [
        'pdf' => 'application/pdf',
        'docx' => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'xlsx' => 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ];

    /** When every item was last modified. */
    private const MODIFIED_AT = '2026-03-02T09:00:00.000000Z';

    /** @var list<array{drive: string, path: string}> */
    private array $reads = [];

    private bool $revoked = false;

    /** @var list<string> Access tokens Microsoft answers 401 for (expired). */
    private array $expired = [];

    /** @var list<string> The refresh tokens renewed, in order. */
    private array $refreshes = [];

    /** From now on `$accessToken` is refused as expired; its refresh token still renews it. */
    public function expire(string $accessToken): static
    {
        $this->expired[] = $accessToken;

        return $this;
    }

    public function refreshAccessToken(string $refreshToken): SharePointTokens
    {
        $this->ensureAccepted();
        $this->refreshes[] = $refreshToken;
        $n = count($this->refreshes);

        return new SharePointTokens("sharepoint-access-renewed-{$n}", "sharepoint-refresh-renewed-{$n}", now()->addHour());
    }

    /** Asserts the access token was renewed with `$refreshToken`. */
    public function assertRefreshed(string $refreshToken): void
    {
        PHPUnit::assertContains($refreshToken, $this->refreshes, 'The access token was not renewed with that refresh token.');
    }

    /** From now on Microsoft refuses every grant, as when a council's admin revokes the app. */
    public function revokeAccess(): static
    {
        $this->revoked = true;

        return $this;
    }

    public function drives(string $accessToken): array
    {
        $this->ensureAccepted($accessToken);

        return array_map(fn (array $drive) => new SharePointDrive($drive['id'], $drive['name'], $drive['web_url']), SharePointLibraryFixture::drives());
    }

    public function children(string $accessToken, string $driveId, string $path): ?array
    {
        $this->ensureAccepted($accessToken);
        $drive = collect(SharePointLibraryFixture::drives())->firstWhere('id', $driveId);
        $segments = $path === '/' ? [] : explode('/', ltrim($path, '/'));
        $folder = $drive['tree'] ?? null;
        foreach ($segments as $segment) {
            $folder = is_array($folder) && is_array($folder[$segment] ?? null) ? $folder[$segment] : null;
        }
        if ($folder === null) {
            return null;
        }
        $this->reads[] = ['drive' => $driveId, 'path' => $path];

        return collect($folder)->map(function (array|int $node, string $name) use ($drive, $segments) {
            $itemPath = '/'.implode('/', [...$segments, $name]);
            $isFolder = is_array($node);

            return new SharePointItem(
                '01'.Str::upper(Str::substr(hash('sha256', "{$drive['id']}:{$itemPath}"), 0, 32)),
                $name,
                $itemPath,
                $isFolder,
                $isFolder ? null : $node * 1024,
                $isFolder ? null : (self::MIME_TYPES[Str::afterLast($name, '.')] ?? 'application/octet-stream'),
                $drive['web_url'].implode('/', array_map('rawurlencode', explode('/', $itemPath))),
                self::MODIFIED_AT,
            );
        })->values()->all();
    }

    private function ensureAccepted(?string $accessToken = null): void
    {
        if ($this->revoked || in_array($accessToken, $this->expired, true)) {
            throw new SharePointAccessRevoked('Microsoft no longer accepts the grant.');
        }
    }

    /** Asserts a folder of the drive was read. */
    public function assertBrowsed(string $driveId, string $path): void
    {
        PHPUnit::assertContains(['drive' => $driveId, 'path' => $path], $this->reads, "The folder {$path} was not read.");
    }
}
