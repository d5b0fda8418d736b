<?php

namespace App\Models;

use App\Facades\SharePoint;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** The grant a council's admin gave to read its SharePoint; forgotten when Microsoft stops accepting it. */
class SharePointConnection extends Model
{
    protected $table = 'sharepoint_connections';

    protected $fillable = ['account_name', 'account_email', 'access_token', 'refresh_token', 'expires_at', 'connected_at'];

    protected $hidden = ['access_token', 'refresh_token'];

    protected function casts(): array
    {
        return [
            'access_token' => 'encrypted',
            'refresh_token' => 'encrypted',
            'expires_at' => 'datetime',
            'connected_at' => 'datetime',
        ];
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }

    /** The access token, renewed first when it has expired or is about to (a minute's margin). */
    public function freshAccessToken(): string
    {
        if ($this->refresh_token !== null && $this->expires_at?->isBefore(now()->addMinute())) {
            return $this->renewAccessToken();
        }

        return $this->access_token;
    }

    /**
     * Renews the access token with the refresh token and keeps what Microsoft answered; null without
     * a refresh token.
     *
     * @throws \App\Exceptions\SharePointAccessRevoked when Microsoft no longer accepts the refresh token
     */
    public function renewAccessToken(): ?string
    {
        if ($this->refresh_token === null) {
            return null;
        }
        $tokens = SharePoint::refreshAccessToken($this->refresh_token);
        $this->update([
            'access_token' => $tokens->accessToken,
            'refresh_token' => $tokens->refreshToken ?? $this->refresh_token,
            'expires_at' => $tokens->expiresAt,
        ]);

        return $this->access_token;
    }
}
